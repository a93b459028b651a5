// Card faces, backs, piles and the card detail popup.
import { esc } from './api.js';
import { hex, icon, ICON_NAMES, SPLAY_ARROWS } from './icons.js';

let DATA = {};

/** Card texts and facts, from the `cards` field of the first state message. */
export function setCardData(cards) {
  if (cards && typeof cards === 'object') DATA = { ...DATA, ...cards };
  NAMES = null;
}

let NAMES = null;

/** Every title the client knows (card and special achievement names), longest first. */
export function cardNames() {
  if (!NAMES) NAMES = Object.keys(DATA).sort((a, b) => b.length - a.length);
  return NAMES;
}

export function hasCardData() {
  return Object.keys(DATA).length > 0;
}

const COLORS = ['red', 'yellow', 'green', 'blue', 'purple'];

function normIcon(x) {
  if (x === null || x === undefined || x === '' || x === 'hex' || x === 'image' || x === -1) return null;
  if (typeof x === 'number') return ICON_NAMES[x] ?? null;
  return String(x).toLowerCase();
}

/** Everything known about a card by title, in one shape whatever the server sent. */
export function info(name) {
  const d = DATA[name] || {};
  let dogma = d.dogma || d.effects || d.texts || [];
  if (typeof dogma === 'string') dogma = [dogma];
  dogma = dogma.map((e, i) => (typeof e === 'string'
    ? { text: e, demand: Array.isArray(d.demands) ? !!d.demands[i] : /^I demand/i.test(e) }
    : { text: e.text ?? '', demand: !!e.demand }));
  const special = !!(d.special || d.kind === 'special' || (d.age === 0 && !d.color));
  return {
    echo: d.echo || '',
    inspire: d.inspire || '', // 3rd-edition Figures
    karmas: Array.isArray(d.karmas) ? d.karmas : [], // Figures: karmas and decrees, as worded
    name,
    known: !!DATA[name],
    age: d.age ?? null,
    color: typeof d.color === 'number' ? COLORS[d.color] : (d.color ?? null),
    set: d.set ?? 'base',
    icons: (d.icons || [null, null, null, null]).map(normIcon),
    featured: normIcon(d.featured),
    dogma,
    special,
    text: d.text || d.condition || '',
  };
}

/** 'base-3' -> 3 (the age on a card back). */
export function backAge(label) {
  const m = String(label ?? '').match(/(\d+)(?:\s*\(.*\))?$/);
  return m ? Number(m[1]) : null;
}

/** A card's dogma effects as a compact list (`effect`: the index to mark). */
export function dogmaList(name, opts = {}) {
  const c = info(name);
  if (!c.known || (!c.dogma.length && !c.echo && !c.inspire && !c.karmas.length)) return '';
  const echo = c.echo ? `<li class="echo"><b>Echo:</b> ${esc(c.echo)}</li>` : '';
  const inspire = c.inspire ? `<li class="inspire"><b>Inspire:</b> ${esc(c.inspire)}</li>` : '';
  const karmas = c.karmas.map((k) => `<li class="karma"><b>Karma:</b> ${esc(k)}</li>`).join('');
  return `<ol class="${opts.cls || 'card-text'}">${inspire}${echo}${c.dogma.map((e, i) => `<li class="${e.demand ? 'demand' : ''}${opts.effect === i ? ' now' : ''}">` +
    `${e.demand ? '<b>Demand:</b> ' : ''}${esc(e.text)}</li>`).join('')}${karmas}</ol>`;
}

// Cities: the special icons, as a sign and what they do
const CITY_SIGNS = {
  plus: ['+', 'Plus: after a Meld action, draw a card one higher than the city'],
  'splay-left': ['←', 'Arrow: after a Meld action, splay the city\'s colour left'],
  'splay-right': ['→', 'Arrow: after a Meld action, splay the city\'s colour right'],
  'splay-up': ['↑', 'Arrow: after a Meld action, splay the city\'s colour up'],
  flag: ['⚑', 'Flag: an achievement while visible and no opponent shows more cards of this colour'],
  fountain: ['⛲', 'Fountain: an achievement while visible'],
  uplift: ['⇈', 'Uplift: after a Meld action, junk the deck one higher, then draw two higher'],
  junk: ['✕', 'Junk achievement: after a Meld action, junk an available achievement of the city\'s value'],
  unsplay: ['⇤', 'Unsplay: after a Meld action, unsplay the city\'s colour on each opponent\'s board'],
};

function slot(c, i, cls = '') {
  const ic = c.icons[i];
  // Echoes: an echo-effect slot and a bonus slot (a value in a circle)
  if (ic === 'echo') return `<span class="ico ico-echo ${cls}" title="echo effect: ${esc(c.echo)}">≋</span>`;
  // 3rd-edition Figures: an inspire-effect slot (never the hexagonal image)
  if (ic === 'inspire') return `<span class="ico ico-inspire ${cls}" title="inspire effect: ${esc(c.inspire)}">✦</span>`;
  if (ic && ic.startsWith('bonus:')) {
    const v = ic.slice(6);
    return `<span class="ico ico-bonus ${cls}" title="bonus ${v}"><b>${esc(v)}</b></span>`;
  }
  if (ic && ic.startsWith('search:')) return icon(ic.slice(7), `${cls} ico-search`);
  if (ic && CITY_SIGNS[ic]) {
    const [sign, what] = CITY_SIGNS[ic];
    return `<span class="ico ico-city ${cls}" title="${esc(what)}"><b>${sign}</b></span>`;
  }
  return ic ? icon(ic, cls) : hex(c.age, cls);
}

function attrs(a) {
  return Object.entries(a).filter(([, v]) => v !== undefined && v !== null && v !== false)
    .map(([k, v]) => (v === true ? ` ${k}` : ` ${k}="${esc(v)}"`)).join('');
}

/**
 * A card face: top-left icon and title on the first row, age at the right,
 * bottom-left, bottom-middle and bottom-right icons on the second row.
 */
export function cardFace(name, opts = {}) {
  const c = info(name);
  const color = c.color || opts.color || 'none';
  const cls = ['card', 'face', `c-${color}`, name.length > 11 ? 'long' : '', opts.text ? 'with-text' : '', opts.cls || ''].join(' ');
  const a = attrs({ class: cls, 'data-card': name, 'data-opt': opts.opt, 'data-order': opts.order, tabindex: opts.opt !== undefined ? 0 : undefined });
  return `<div${a}>
    <div class="card-top">${slot(c, 0)}<span class="card-title">${esc(name)}</span>${c.icons.length === 6 ? slot(c, 4) : ''}<span class="card-age">${c.age ?? ''}</span></div>
    <div class="card-bottom">${[1, 2, 3].map((k) => slot(c, k)).join('')}</div>
    ${opts.text ? dogmaList(name) : ''}
    ${opts.order ? `<span class="order-badge">${opts.order}</span>` : ''}
  </div>`;
}

/** A card back: its age, or the title this seat knows (card tracking). */
export function cardBack(label, opts = {}) {
  const age = opts.age ?? backAge(label);
  const tracked = opts.tracked;
  const cls = ['card', 'back', tracked ? 'tracked' : '', opts.cls || ''].join(' ');
  const title = tracked ? `${tracked} (age ${age}) — you know this card` : `an age ${age} card`;
  const a = attrs({ class: cls, title, 'data-card': tracked || undefined, 'data-opt': opts.opt, 'data-order': opts.order });
  return `<div${a}><span class="back-age">${age ?? '?'}</span>${tracked ? `<span class="back-title">${esc(tracked)}</span>` : ''}${opts.order ? `<span class="order-badge">${opts.order}</span>` : ''}</div>`;
}

/** A small chip naming a card (score piles, options, log). */
export function cardChip(name, opts = {}) {
  const c = info(name);
  const color = c.color || opts.color || 'none';
  const a = attrs({ class: `chip c-${color} ${opts.cls || ''}`, 'data-card': name, 'data-opt': opts.opt, 'data-order': opts.order });
  return `<span${a}><b>${c.age ?? opts.age ?? ''}</b> ${esc(name)}${opts.order ? `<span class="order-badge">${opts.order}</span>` : ''}</span>`;
}

/** A special achievement tile, by name. */
export function specialTile(name, opts = {}) {
  const a = attrs({ class: `special ${opts.cls || ''}`, 'data-card': name, 'data-opt': opts.opt });
  return `<span${a}>★ ${esc(name)}</span>`;
}

// Icon slots a covered card shows for each splay direction (0 top-left, 1..3 bottom row).
const SPLAY_SLOTS = { none: [], left: [3], right: [0, 1], up: [1, 2, 3], aslant: [0, 1, 2, 3] };
const SPLAY_HELP = {
  left: 'splayed left: each card below shows its bottom-right icon',
  right: 'splayed right: each card below shows its two left icons',
  up: 'splayed up: each card below shows its bottom row of icons',
  aslant: 'splayed aslant: each card below shows all four icons',
};

function tab(name, splay) {
  const c = info(name);
  const cells = (SPLAY_SLOTS[splay] || []).map((i) => slot(c, i, 'rv-ico')).join('');
  return `<span class="rv c-${c.color || 'none'}" data-card="${esc(name)}">${cells}</span>`;
}

/**
 * One colour pile: the top card and, under it, a strip with the icons the splay reveals on
 * the covered cards (one tab per card, top to bottom), led by the direction.
 */
export function pile(color, data, opts = {}) {
  const cards = (data && data.cards) || [];
  const splay = (data && data.splay) || 'none';
  if (!cards.length) {
    const a = attrs({ class: `pile empty c-${color} ${opts.cls || ''}`, 'data-color': color, 'data-opt': opts.colorOpt });
    return `<div${a}><div class="empty-slot">${color}</div></div>`;
  }
  const top = cardFace(cards[0], { opt: opts.topOpt, order: opts.topOrder, cls: opts.topCls, color, text: opts.text });
  const covered = cards.slice(1);
  let strip = '';
  if (splay !== 'none' && covered.length) {
    strip = `<div class="revealed rv-${splay}" title="${SPLAY_HELP[splay]}"><span class="rv-dir">${SPLAY_ARROWS[splay]} ${splay}</span>` +
      `${covered.map((n) => tab(n, splay)).join('')}</div>`;
  }
  const count = cards.length > 1 ? `<span class="pile-count" title="${cards.length} cards in this pile">${cards.length}</span>` : '';
  const a = attrs({ class: `pile splay-${splay} c-${color} ${opts.cls || ''}`, 'data-color': color, 'data-opt': opts.colorOpt, 'data-order': opts.colorOrder });
  return `<div${a}><div class="pile-inner">${top}${count}</div>${strip}${opts.colorOrder ? `<span class="order-badge">${opts.colorOrder}</span>` : ''}</div>`;
}

/** The full card, for the hover / tap popup. */
export function cardDetail(name) {
  const c = info(name);
  if (c.special) {
    return `<div class="detail special-detail"><div class="detail-head">★ ${esc(name)}</div>` +
      `<p>Special achievement.</p><p>${esc(c.text || '')}</p></div>`;
  }
  if (!c.known) return `<div class="detail"><div class="detail-head">${esc(name)}</div></div>`;
  const echo = c.echo ? `<li class="echo"><span class="ico ico-echo sm">≋</span><span><b>Echo:</b> ${esc(c.echo)}</span></li>` : '';
  const inspire = c.inspire ? `<li class="inspire"><span class="ico ico-inspire sm">✦</span><span><b>Inspire:</b> ${esc(c.inspire)}</span></li>` : '';
  const karmas = c.karmas.map((k) => `<li class="karma"><span><b>Karma:</b> ${esc(k)}</span></li>`).join('');
  const effects = inspire + echo + c.dogma.map((e) => `<li class="${e.demand ? 'demand' : ''}">${icon(c.featured, 'sm')}` +
    `<span>${e.demand ? '<b>Demand:</b> ' : ''}${esc(e.text)}</span></li>`).join('') + karmas;
  return `<div class="detail c-${c.color}">
    <div class="detail-head"><span class="detail-age">${c.age}</span>${esc(name)}<span class="detail-color">${c.color}</span></div>
    ${c.icons.length === 6
    ? `<div class="detail-icons">top: ${[0, 4, 5].map((i) => slot(c, i)).join('')}</div>
    <div class="detail-icons">bottom: ${[1, 2, 3].map((i) => slot(c, i)).join('')}</div>
    <p>A city: no dogma effects. Its special icons act as their titles say.</p>`
    : `<div class="detail-icons">${[0, 1, 2, 3].map((i) => slot(c, i)).join('')}</div>
    <div class="detail-featured">Featured icon ${icon(c.featured, 'sm')}</div>
    <ol class="detail-effects">${effects}</ol>`}
  </div>`;
}
