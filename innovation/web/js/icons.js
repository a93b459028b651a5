// The seven icons of Innovation, drawn as small inline SVG glyphs (our own drawings).

const GLYPHS = {
  crown: '<path d="M3.5 17.5 2.5 7.5l5 4.2L12 4.5l4.5 7.2 5-4.2-1 10z"/><rect x="3.5" y="18.6" width="17" height="2.4" rx=".8"/>',
  leaf: '<path d="M4.2 20.2C3 11 9 4 20.6 3.4 21 14.2 14.6 20.6 4.2 20.2z"/>' +
    '<path d="M5.4 19 15.6 8.6" stroke="currentColor" stroke-width="1.6" fill="none" class="cut"/>',
  lightbulb: '<path d="M12 2.6a6.7 6.7 0 0 0-4 12.1c.7.6 1 1.3 1 2.1h6c0-.8.3-1.5 1-2.1a6.7 6.7 0 0 0-4-12.1z"/>' +
    '<rect x="9" y="17.8" width="6" height="1.8" rx=".6"/><rect x="9.8" y="20.3" width="4.4" height="1.6" rx=".6"/>',
  castle: '<path d="M3 21V8.5h3V5.5h2.6v3H11V5.5h2v3h2.4v-3H18v3h3V21h-6.2v-4.2a2.8 2.8 0 0 0-5.6 0V21z"/>',
  factory: '<path d="M2.5 21V11l5.5 3.2V11l5.5 3.2V6h2.2V3h3v3h2.8v15z"/>',
  clock: '<circle cx="12" cy="12" r="9.3"/><path d="M12 6.2V12l4 2.6" stroke="currentColor" stroke-width="2" ' +
    'stroke-linecap="round" fill="none" class="cut"/>',
  person: '<circle cx="12" cy="7" r="4"/><path d="M3.8 21.5c.4-5.2 3.7-8.2 8.2-8.2s7.8 3 8.2 8.2z"/>',
};

export const ICON_NAMES = ['crown', 'leaf', 'lightbulb', 'castle', 'factory', 'clock', 'person'];

export const ICON_TITLES = {
  crown: 'crown', leaf: 'leaf', lightbulb: 'lightbulb', castle: 'castle',
  factory: 'factory', clock: 'clock', person: 'person',
};

/** An icon tile (coloured rounded square with a white glyph). */
export function icon(name, extra = '') {
  if (!name || !GLYPHS[name]) return `<span class="ico ico-blank ${extra}"></span>`;
  return `<span class="ico ico-${name} ${extra}" title="${ICON_TITLES[name]}"><svg viewBox="0 0 24 24" ` +
    `aria-hidden="true">${GLYPHS[name]}</svg></span>`;
}

/** The hexagonal image slot of a card, showing its age. */
export function hex(age, extra = '') {
  return `<span class="ico ico-hex ${extra}" title="age ${age ?? ''}"><svg viewBox="0 0 24 24" aria-hidden="true">` +
    '<path d="M12 1.8 20.8 6.9v10.2L12 22.2 3.2 17.1V6.9z"/></svg><b>' + (age ?? '') + '</b></span>';
}

/** A small trophy (achievements). */
export function trophy() {
  return '<svg class="trophy" viewBox="0 0 24 24" aria-hidden="true"><path d="M6 3h12v2h3v3a4.5 4.5 0 0 1-4.2 4.5A6 6 0 0 1 13 15.8V18h3.5v3h-9v-3H11v-2.2a6 6 0 0 1-3.8-3.3A4.5 4.5 0 0 1 3 8V5h3zm0 4H5v1a2.5 2.5 0 0 0 1.4 2.2A6.3 6.3 0 0 1 6 9zm12 0v2c0 .4 0 .8-.1 1.2A2.5 2.5 0 0 0 19 8V7z"/></svg>';
}

/** Arrow for a splay direction. */
export const SPLAY_ARROWS = { left: '←', right: '→', up: '↑', aslant: '↗', none: '' };
