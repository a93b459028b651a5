// Reading the table: who asks a decision and with which card, which cards moved since your
// last decision, and what the others did since your last turn.
import { esc } from './api.js';
import { cardChip, dogmaList, info } from './cards.js';
import { icon } from './icons.js';
import { markLine } from './table.js';

const COLORS = ['red', 'yellow', 'green', 'blue', 'purple'];

/** The decision's source and context: who asks, with which card, and the card's text. */
export function contextBlock(d, view, me) {
  if (!d) return '';
  const src = d.source;
  if (!src || !src.card) {
    return d.context ? `<div class="context"><div class="ctx-line">${esc(d.context)}</div></div>` : '';
  }
  const asker = view.players[src.seat] ? view.players[src.seat].name : '?';
  const who = src.seat === me ? 'Your' : `${esc(asker)}'s`;
  const c = info(src.card);
  const how = src.demand ? '<span class="ctx-tag demand">demands</span>'
    : src.seat !== me && me !== null ? '<span class="ctx-tag shared">shared with you</span>' : '';
  const effect = typeof src.effect === 'number' ? src.effect
    : src.demand ? c.dogma.findIndex((e) => e.demand) : undefined;
  return `<div class="context${src.demand ? ' is-demand' : ''}">
    <div class="ctx-line">${who} ${cardChip(src.card, { cls: 'ctx-card' })} ${c.featured ? icon(c.featured, 'sm') : ''} ${how}</div>
    ${d.context && !d.context.endsWith(d.prompt || '\u0000') ? `<div class="ctx-why">${esc(d.context)}</div>` : ''}
    ${dogmaList(src.card, { cls: 'effects-mini ctx-text', effect })}
  </div>`;
}

/** Where every card this seat can name lies: name -> place. */
export function places(view) {
  const out = new Map();
  view.players.forEach((p, i) => {
    for (const c of COLORS) {
      const cards = (p.board[c] && p.board[c].cards) || [];
      cards.forEach((n, k) => out.set(n, `${i}:board:${k === 0 ? 'top' : 'under'}`));
    }
    p.hand.forEach((n, k) => { if (info(n).known) out.set(n, `${i}:hand`); else if (p.tracked && p.tracked.hand && p.tracked.hand[k]) out.set(p.tracked.hand[k], `${i}:hand`); });
    p.score_pile.forEach((n, k) => { if (info(n).known) out.set(n, `${i}:score`); else if (p.tracked && p.tracked.score_pile && p.tracked.score_pile[k]) out.set(p.tracked.score_pile[k], `${i}:score`); });
  });
  return out;
}

/** Card names whose place changed since `before` (a `places` map), new cards included. */
export function movedSince(before, view) {
  const moved = new Set();
  if (!before) return moved;
  for (const [name, where] of places(view)) if (before.get(name) !== where) moved.add(name);
  return moved;
}

/** What the others did since your last turn: the log lines of their turns. */
export function othersSummary(lines, view, me) {
  if (me === null || me === undefined || !lines.length) return '';
  const myName = view.players[me].name;
  const heads = [];
  lines.forEach((t, i) => {
    const m = t.match(/^---\s*Turn (\d+): (.*?)\s*---$/);
    if (m) heads.push({ i, name: m[2] });
  });
  let end = lines.length;
  const last = heads[heads.length - 1];
  if (last && last.name === myName) end = last.i; // your turn is running: what came before it
  let from = -1;
  for (let k = heads.length - 1; k >= 0; k--) {
    if (heads[k].i < end && heads[k].name === myName) { from = heads[k].i; break; }
  }
  // from your last turn's heading: skip your own turn's lines
  let start = from < 0 ? 0 : (heads.find((h) => h.i > from) || { i: end }).i;
  if (start >= end) return '';
  const players = view.players.map((p) => p.name);
  const picked = lines.slice(start, end).filter((t) => !/^---/.test(t) && !/takes a free/.test(t));
  if (!picked.length) return '';
  const shown = picked.slice(-5);
  start = picked.length - shown.length;
  return `<details class="summary-box" open><summary>Since your last turn</summary><ul>${start ? `<li class="more">… ${start} earlier</li>` : ''}${shown.map((t) => `<li>${markLine(t, players, myName)}</li>`).join('')}</ul></details>`;
}
