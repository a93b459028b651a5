// How the options of a decision read in the decision box.
import { esc } from './api.js';
import { cardChip, info } from './cards.js';
import { icon } from './icons.js';
import { COLORS } from './table.js';

export function optionLabel(d, i, view, me, short = false) {
  const label = d.options[i];
  const card = d.cards && d.cards[i];
  if (d.kind === 'action') {
    if (label === 'draw') {
      const age = drawAgeText(view, me);
      return `<span class="verb">Draw</span> ${age}`;
    }
    let m = label.match(/^achieve (\d+)$/);
    if (m) return `${short ? '' : '<span class="verb">Achieve</span> '}<span class="ach-back">${m[1]}</span>`;
    m = label.match(/^achieve secret (\d+)$/);  // the Unseen: a secret, named by its age
    if (m) return `${short ? '' : '<span class="verb">Achieve</span> '}a secret <span class="ach-back">${m[1]}</span>${short ? '' : ' from your safe'}`;
    m = label.match(/^achieve (.+)$/);
    if (m) return `<span class="verb">Achieve</span> ★ ${esc(m[1])}`;
    m = label.match(/^(meld|dogma) (.+?)( \(parley\))?$/);
    if (m) {
      const c = info(m[2]);
      const feat = m[1] === 'dogma' && c.featured ? icon(c.featured, 'sm') : '';
      return `${short ? '' : `<span class="verb">${m[1] === 'meld' ? 'Meld' : 'Dogma'}</span> `}${cardChip(m[2], { cls: 'in-btn' })}${feat}${m[3] ? ' <em>parley</em>' : ''}`;
    }
    return esc(label);
  }
  if (d.kind === 'cards') {
    if (card && card.name) return cardChip(card.name, { cls: 'in-btn', color: card.color, age: card.age });
    if (info(label).known) return cardChip(label, { cls: 'in-btn' });
    const m = label.match(/^[a-z]+-(\d+)(?: \((.+)\))?$/);
    if (m) return `<span class="chip back-chip in-btn">${m[1]}</span> ${m[2] ? `<small>${esc(m[2])}'s</small>` : ''} card`;
    return esc(label);
  }
  if (d.kind === 'color' && COLORS.includes(label)) return `<span class="swatch c-${label}"></span>${label}`;
  return esc(label);
}

function drawAgeText(view, me) {
  const p = view.players[me];
  let hi = 1;
  for (const c of COLORS) {
    const top = p.board[c] && p.board[c].cards[0];
    if (top) hi = Math.max(hi, info(top).age || 0);
  }
  const ages = Object.keys(view.decks).map(Number).sort((a, b) => a - b);
  const age = ages.find((a) => a >= hi && view.decks[a] > 0);
  return age ? `a <span class="ach-back">${age}</span>` : '<em>(no card left: the game ends)</em>';
}

export function kindHint(d) {
  if (d.kind === 'action') {
    return 'Click a card in your hand to meld it, one of your top cards for its dogma, the glowing deck to draw — or use the buttons.';
  }
  if (d.kind === 'yesno') return '';
  const n = d.min === d.max ? `${d.min}` : d.min === 0 ? `up to ${d.max}` : `${d.min} to ${d.max}`;
  const what = { cards: 'card', color: 'colour', player: 'player', value: 'value', choice: 'option' }[d.kind] || 'option';
  return `Choose ${n} ${what}${d.max === 1 && d.min <= 1 ? '' : 's'}${d.ordered && d.max > 1 ? ', in the order they happen' : ''}.`;
}
