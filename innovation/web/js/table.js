// The table: every player's board, hand, score pile and achievements, and the shared
// achievements, decks and junk. Pure rendering from a state message (plus the current
// selection), shared by the game page and the replay page.
import { esc } from './api.js';
import { backAge, cardBack, cardChip, cardFace, cardNames, info, pile, specialTile } from './cards.js';
import { icon, ICON_NAMES, trophy } from './icons.js';

export const COLORS = ['red', 'yellow', 'green', 'blue', 'purple'];

/** Which table element stands for which option of the pending decision. */
export function mapOptions(decision) {
  const m = { card: new Map(), color: new Map(), player: new Map(), achieve: new Map(), draw: null, parley: new Map() };
  if (!decision) return m;
  decision.options.forEach((label, i) => {
    const card = decision.cards && decision.cards[i];
    switch (decision.kind) {
      case 'action': {
        if (label === 'draw') m.draw = i;
        else if (label.startsWith('achieve ')) m.achieve.set(label.slice(8), i);
        else if (label.startsWith('meld ')) m.card.set(label.slice(5), i);
        else if (label.startsWith('dogma ')) {
          const rest = label.slice(6);
          if (rest.endsWith(' (parley)')) m.parley.set(rest.slice(0, -9), i);
          else m.card.set(rest, i);
        }
        break;
      }
      case 'cards':
        if (card && card.name) m.card.set(card.name, i);
        else if (!/\(.*\)$/.test(label) && !/^[a-z]+-\d+$/.test(label)) m.card.set(label, i);
        break;
      case 'color':
        if (COLORS.includes(label)) m.color.set(label, i);
        break;
      case 'player':
        m.player.set(label, i);
        break;
      default:
        break;
    }
  });
  return m;
}

/** Turn order starting with `me` (spectators: seat order). */
export function seatOrder(view, me) {
  const n = view.players.length;
  const out = [];
  const start = me ?? 0;
  for (let k = 0; k < n; k++) out.push((start + k) % n);
  return out;
}

function drawAge(view, me) {
  const p = view.players[me];
  if (!p) return null;
  let hi = 0;
  for (const c of COLORS) {
    const top = p.board[c] && p.board[c].cards[0];
    if (top) hi = Math.max(hi, info(top).age || 0);
  }
  hi = Math.max(hi, 1);
  const ages = Object.keys(view.decks).map(Number).sort((a, b) => a - b);
  for (const a of ages) if (a >= hi && view.decks[a] > 0) return a;
  return null;
}

/** Achievements a player (or team) needs to win. */
export function achievementsToWin(view) {
  if (view.achievements_to_win) return view.achievements_to_win;
  const n = view.teams ? 2 : view.players.length;
  return Math.max(view.edition === 3 ? 4 : 3, 8 - n);
}

const TEAM_NAMES = 'ABCDEF';

export function iconTotals(p, featured) {
  return `<div class="icon-totals">${ICON_NAMES.filter((n) => n !== 'person' || p.icons.person)
    .map((n) => `<span class="tot ${featured === n ? 'featured' : ''} ${p.icons[n] ? '' : 'zero'}" title="${p.icons[n]} ${n}${p.icons[n] === 1 ? '' : 's'}">${icon(n)}<b>${p.icons[n] ?? 0}</b></span>`).join('')}</div>`;
}

function achievementsOf(p) {
  if (!p.achievements.length) return '<span class="none">none yet</span>';
  return p.achievements.map((a) => (/^[a-z]+-\d+$/.test(a)
    ? `<span class="ach-back" title="achievement, age ${backAge(a)}">${backAge(a)}</span>`
    : info(a).age ? cardChip(a) : specialTile(a, { cls: 'mini' }))).join('');  // a relic lies face up
}

const COLOR_ORDER = Object.fromEntries(COLORS.map((c, i) => [c, i]));

/** Hand order: by age, then colour, then name. */
export function sortHand(names) {
  return names.slice().sort((a, b) => {
    const x = info(a);
    const y = info(b);
    return (x.age ?? 99) - (y.age ?? 99) || (COLOR_ORDER[x.color] ?? 9) - (COLOR_ORDER[y.color] ?? 9) || a.localeCompare(b);
  });
}

// zones of the expansions, shown when a view carries them (forecast, display, museum, safe)
const EXTRA_ZONES = [['forecast', 'Forecast'], ['display', 'Display'], ['museum', 'Museums'], ['safe', 'Safe']];

function extraZones(p, mine, ui) {
  return EXTRA_ZONES.filter(([k]) => Array.isArray(p[k])).map(([k, title]) => {
    const secret = k === 'safe';  // the Unseen: face down for everybody, its owner included
    const chip = (n) => {
      if (info(n).known) return cardChip(n);
      const age = backAge(n) ?? '?';
      const idx = secret && ui ? ui.map.achieve.get(`secret ${age}`) : undefined;
      const opt = idx !== undefined ? ` opt${(ui.selected || []).includes(idx) ? ' sel' : ''}" data-opt="${idx}` : '';
      const tip = secret ? `a secret of age ${age}: nobody may look at it${idx !== undefined ? ' — click to achieve it' : ''}` : `a card of age ${age}`;
      return `<span class="chip back-chip${opt}" title="${tip}">${age}</span>`;
    };
    const cards = p[k].length ? p[k].map(chip).join('') : '<span class="none">empty</span>';
    const count = secret && p.safe_limit !== undefined
      ? `<small title="secrets held / the safe's limit (5, less one per step of the best splay)">${p[k].length}/${p.safe_limit}</small>`
      : `<small>${p[k].length}</small>`;
    return `<div class="zone extra zone-${k}"><h3>${title} ${count}</h3><div class="zone-cards">${cards}</div></div>`;
  }).join('') + (mine ? '' : '');
}

/**
 * ui: {me, selected: [indices], decision, map (mapOptions), featured, seats, compact,
 *      texts (dogma text on top cards), moved (Set of card names that moved)}
 */
function playerArea(view, i, ui) {
  const p = view.players[i];
  const mine = ui.me === i;
  const d = ui.decision;
  const sel = ui.selected || [];
  const ordered = d && d.ordered && d.max > 1;
  const optOf = (idx) => (idx === undefined || idx === null ? {} : {
    opt: idx, cls: 'opt' + (sel.includes(idx) ? ' sel' : ''), order: ordered && sel.includes(idx) ? sel.indexOf(idx) + 1 : undefined,
  });
  const moved = ui.moved || new Set();
  const mv = (name, cls) => `${cls || ''}${moved.has(name) ? ' moved' : ''}`;
  const compact = ui.compact && !mine;
  const inHead = ui.compact;
  const seat = (ui.seats || [])[i] || {};
  const deciding = view.decision && view.decision.player === p.name;
  const current = view.current === p.name && view.phase !== 'over' && view.phase !== 'setup';
  const winner = view.winners && view.winners.includes(p.name);
  const pOpt = ui.map.player.get(p.name);
  const tags = [
    mine ? '<span class="tag you">you</span>' : '',
    seat.kind === 'bot' ? `<span class="tag bot" title="bot: ${esc(seat.bot || '')}">bot ${esc((seat.bot || '').split(':')[0])}</span>` : '',
    seat.kind === 'human' && !mine ? `<span class="dot ${seat.connected ? 'on' : 'off'}" title="${seat.connected ? 'online' : 'offline'}"></span>` : '',
    view.teams ? `<span class="tag team t${view.teams[i]}" title="team ${TEAM_NAMES[view.teams[i]]}: partners win together">team ${TEAM_NAMES[view.teams[i]]}</span>` : '',
    !p.alive ? '<span class="tag out">eliminated</span>' : '',
    winner ? '<span class="tag win">winner</span>' : '',
    current ? `<span class="tag turn">turn${view.actions_left != null && view.phase === 'play' ? (view.actions_left > 0 ? ` · ${view.actions_left} action${view.actions_left === 1 ? '' : 's'} left` : ' · last action') : ''}</span>` : '',
    deciding ? '<span class="tag thinking">deciding…</span>' : '',
  ].join('');

  const board = COLORS.map((c) => {
    const data = p.board[c];
    const top = data && data.cards[0];
    let topOpt;
    if (top) {
      if (mine) topOpt = ui.map.card.get(top);
      else if (ui.map.parley.has(top)) topOpt = ui.map.parley.get(top);
      else if (d && d.kind === 'cards') topOpt = ui.map.card.get(top);
    }
    const colorIdx = mine ? ui.map.color.get(c) : undefined;
    const co = optOf(colorIdx);
    const to = optOf(topOpt);
    return pile(c, data, {
      topOpt: to.opt, topOrder: to.order, topCls: top ? mv(top, to.cls) : to.cls, text: ui.texts,
      colorOpt: co.opt, colorOrder: co.order, cls: co.cls || '',
    });
  }).join('');

  let hand;
  if (mine) {
    hand = p.hand.length ? sortHand(p.hand).map((n) => {
      const o = optOf(ui.map.card.get(n));
      return cardFace(n, { opt: o.opt, order: o.order, cls: mv(n, o.cls) });
    }).join('') : '<span class="none">empty</span>';
  } else {
    const tracked = (p.tracked && p.tracked.hand) || [];
    hand = p.hand.length ? p.hand.map((b, k) => (tracked[k] ? cardChip(tracked[k], { cls: mv(tracked[k], 'tracked') })
      : cardBack(b, { cls: 'small' }))).join('')
      : '<span class="none">empty</span>';
  }
  let score;
  if (mine) {
    score = p.score_pile.length ? p.score_pile.map((n) => {
      const o = optOf(ui.map.card.get(n));
      return cardChip(n, { opt: o.opt, order: o.order, cls: mv(n, o.cls) });
    }).join('') : '<span class="none">empty</span>';
  } else {
    const tracked = (p.tracked && p.tracked.score_pile) || [];
    score = p.score_pile.length ? p.score_pile.map((b, k) => (tracked[k]
      ? cardChip(tracked[k], { cls: mv(tracked[k], 'tracked') })
      : `<span class="chip back-chip" title="an age ${backAge(b)} card">${backAge(b)}</span>`)).join('')
      : '<span class="none">empty</span>';
  }
  const pcls = ['player', mine ? 'me' : 'other', compact ? 'compact' : '', current ? 'current' : '', deciding ? 'deciding' : '',
    !p.alive ? 'dead' : '', pOpt !== undefined ? 'opt' : '', sel.includes(pOpt) ? 'sel' : ''].join(' ');
  return `<section class="${pcls}" data-player="${esc(p.name)}" ${pOpt !== undefined ? `data-opt="${pOpt}"` : ''}>
    <header class="player-head">
      <h2>${esc(p.name)}</h2>${tags}
      <span class="spacer"></span>${inHead ? iconTotals(p, ui.featured) : ''}
      <span class="stat" title="score: the total age of the cards in the score pile">score <b>${p.score}</b></span>
      <span class="stat achs" title="achievements (${achievementsToWin(view)} to win)">${trophy()} <b>${p.achievements.length}/${achievementsToWin(view)}</b> ${achievementsOf(p)}</span>
    </header>
    ${inHead ? '' : iconTotals(p, ui.featured)}
    <div class="board">${board}</div>
    <div class="zones">
      <div class="zone hand ${mine ? 'my-hand' : ''}"><h3>Hand <small>${p.hand.length}</small></h3><div class="zone-cards">${hand}</div></div>
      <div class="zone score-pile"><h3>Score pile <small>${p.score_pile.length} card${p.score_pile.length === 1 ? '' : 's'} · ${p.score} pt</small></h3><div class="zone-cards">${score}</div></div>
      ${extraZones(p, mine, ui)}
    </div>
  </section>`;
}

export function renderPlayers(view, ui) {
  const order = seatOrder(view, ui.me);
  const parts = order.map((i) => playerArea(view, i, ui));
  if (ui.me !== null && ui.me !== undefined) {
    // you at the bottom, always in view; the others above in turn order (they scroll)
    const me = parts.shift();
    return `<div class="others">${parts.join('')}</div>${me}`;
  }
  return `<div class="others">${parts.join('')}</div>`;
}

// the short label of each set's row of supply piles, and its full title (the row's tooltip)
const SET_LABELS = {
  base: ['Base', 'the base game'], echoes: ['Echoes', 'Echoes of the Past'], cities: ['Cities', 'Cities of Destiny'],
  artifacts: ['Artifacts', 'Artifacts of History'], figures: ['Figures', 'Figures in the Sand'], unseen: ['Unseen', 'The Unseen'],
};

function setLabel(name) {
  return SET_LABELS[name] || [name.charAt(0).toUpperCase() + name.slice(1), name];
}

/**
 * The supply piles: the base piles alone in a base game; with expansions one labelled row per
 * set (base first, then the sets of `view.set_decks` in play order), the ages in aligned
 * columns. Only a base pile is a Draw target: a draw picks its set by the rules.
 */
export function renderDecks(view, dAge = null, drawOpt = null, sel = []) {
  const rows = [['base', view.decks || {}], ...Object.entries(view.set_decks || {})];
  const multi = rows.length > 1;
  const ages = [...new Set(rows.flatMap(([, piles]) => Object.keys(piles).map(Number)))].sort((a, b) => a - b);
  const tiles = (name, piles) => ages.map((age) => {
    if (piles[age] === undefined) return multi ? '<span class="deck-gap"></span>' : '';
    const n = piles[age];
    const isDraw = name === 'base' && dAge === age;
    const cls = ['deck', n ? '' : 'empty', isDraw ? 'opt' : '', isDraw && sel.includes(drawOpt) ? 'sel' : ''].join(' ');
    const who = multi ? `${setLabel(name)[0]} age` : 'age';
    return `<div class="${cls}" ${isDraw ? `data-opt="${drawOpt}"` : ''} data-age="${age}" title="${esc(who)} ${age}: ${n} card${n === 1 ? '' : 's'} left${isDraw ? ' — click to draw' : ''}"><span class="deck-age">${age}</span><span class="deck-n">${n}</span></div>`;
  }).join('');
  if (!multi) return `<div class="decks">${tiles('base', rows[0][1])}</div>`;
  return `<div class="deck-sets">${rows.map(([name, piles]) => {
    const [label, title] = setLabel(name);
    return `<div class="deck-row" data-set="${esc(name)}"><span class="deck-set" title="${esc(title)}">${esc(label)}</span><div class="decks">${tiles(name, piles)}</div></div>`;
  }).join('')}</div>`;
}

export function renderShared(view, ui) {
  const d = ui.decision;
  const sel = ui.selected || [];
  const achs = view.achievements.map((a) => {
    if (/^[a-z]+-\d+$/.test(a)) {
      const age = backAge(a);
      const idx = ui.map.achieve.get(String(age));
      const cls = idx !== undefined ? `opt${sel.includes(idx) ? ' sel' : ''}` : '';
      return `<span class="ach-back big ${cls}" ${idx !== undefined ? `data-opt="${idx}"` : ''} title="achievement of age ${age}${idx !== undefined ? ': click to achieve it' : ''}">${age}</span>`;
    }
    const idx = ui.map.achieve.get(a);
    return specialTile(a, { opt: idx, cls: idx !== undefined ? 'opt' : '' });
  }).join('');
  const dAge = ui.me !== null && ui.me !== undefined && ui.map.draw !== null ? drawAge(view, ui.me) : null;
  const decks = renderDecks(view, dAge, ui.map.draw, sel);
  const junk = view.junk && view.junk.length
    ? view.junk.map((b) => `<span class="chip back-chip">${backAge(b)}</span>`).join('') : '<span class="none">empty</span>';
  return `<div class="shared-block"><h3>Achievements</h3><div class="achievements">${achs || '<span class="none">none left</span>'}</div></div>
    <div class="shared-block decks-block"><h3>Decks</h3>${decks}</div>
    <div class="shared-block"><h3>${esc(view.junk_name ? view.junk_name[0].toUpperCase() + view.junk_name.slice(1) : 'Junk')} <small>${view.junk ? view.junk.length : 0}</small></h3><div class="junk">${junk}</div></div>${relicsBlock(view)}`;
}

// 3rd-edition Artifacts with the relics option: the relics beside their piles (face up)
function relicsBlock(view) {
  if (!Array.isArray(view.relics)) return '';
  const cards = view.relics.length ? view.relics.map((n) => cardChip(n)).join('') : '<span class="none">none: all seized</span>';
  return `<div class="shared-block"><h3>Relics <small>${view.relics.length}</small></h3><div class="relics">${cards}</div></div>`;
}

let LOG_RE = null;
let LOG_KEY = '';

function reEsc(x) {
  return x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Card names (coloured, hoverable) and player names (yours marked) in an escaped line. */
export function markLine(text, players = [], me = null) {
  const names = cardNames();
  const key = `${names.length}|${players.join('|')}`;
  if (!LOG_RE || key !== LOG_KEY) {
    const all = [...names.map(esc), ...players.map(esc)].sort((a, b) => b.length - a.length).map(reEsc);
    LOG_RE = all.length ? new RegExp(`(?<![\\w-])(${all.join('|')})(?![\\w-])`, 'g') : null;
    LOG_KEY = key;
  }
  const html = esc(text);
  if (!LOG_RE) return html;
  const who = new Set(players.map(esc));
  return html.replace(LOG_RE, (m) => {
    if (who.has(m)) return `<b class="who${m === esc(me) ? ' me' : ''}">${m}</b>`;
    const raw = m.replace(/&amp;/g, '&').replace(/&#39;/g, "'").replace(/&quot;/g, '"');
    const c = info(raw);
    if (c.special) return `<span class="lc special-name" data-card="${m}">${m}</span>`;
    return `<span class="lc c-${c.color || 'none'}" data-card="${m}">${m}</span>`;
  });
}

/** The game log, turn separators as headings, card and player names marked. */
export function renderLog(lines, players = [], me = null) {
  return lines.map((t) => {
    const m = t.match(/^---\s*(.*?)\s*---$/);
    if (m) return `<li class="log-turn">${markLine(m[1], players, me)}</li>`;
    const html = markLine(t, players, me).replace(/\b(Game over.*)$/, '<b>$1</b>');
    return `<li>${html}</li>`;
  }).join('');
}

/** A one-line summary of what is going on. */
export function statusLine(view, me) {
  if (view.phase === 'over') {
    const w = view.winners || [];
    return `Game over${view.end_reason ? ` (${esc(view.end_reason)})` : ''}: ${w.length ? esc(w.join(' & ')) + (w.length > 1 ? ' win' : ' wins') : 'no winner'}`;
  }
  if (view.phase === 'setup') return 'Setup: everyone chooses a first card to meld';
  const who = view.current === (me !== null && me !== undefined ? view.players[me].name : null) ? 'your' : `${esc(view.current)}'s`;
  return `Turn ${view.turn} · ${who} turn`;
}
