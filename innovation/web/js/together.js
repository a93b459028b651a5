// Playing together: the rematch button, the move timer line, and what moved across reloads.
import { esc } from './api.js';

export function rematchButton(msg, watching) {
  if (watching || !msg || msg.status !== 'over') return '';
  const offered = msg.table && msg.table.rematch;
  return `<button class="btn primary rematch">${offered ? 'Join the rematch' : 'Rematch'}</button>`;
}

export function clockLine(msg, me, watching) {
  const c = msg && msg.clock;
  if (!c) return '';
  const left = c.since + c.limit - Date.now() / 1000;
  const who = msg.view.players[c.seat] ? msg.view.players[c.seat].name : '?';
  const hours = Math.max(0, left) / 3600;
  const text = left > 0 ? `${hours >= 1 ? `${Math.floor(hours)} h ${Math.round((hours % 1) * 60)} min` : `${Math.ceil(left / 60)} min`} left for ${esc(who)}`
    : `${esc(who)}'s move timer ran out`;
  const claim = left <= 0 && !watching && me !== null && me !== c.seat && msg.seats[c.seat] && msg.seats[c.seat].kind === 'human'
    ? ' <button class="btn small" data-claim="win">Claim the win</button> <button class="btn small" data-claim="bot">Let a bot play this seat</button>' : '';
  return `<div class="clock${left <= 0 ? ' out' : ''}"><b>Move timer:</b> ${text}${claim}</div>`;
}

/** The previous decision's card places, kept for this tab so a reload still marks what moved. */
export function loadMark(key) {
  try {
    const m = JSON.parse(sessionStorage.getItem(key) || 'null');
    return m ? { seq: m.seq, places: new Map(m.places), before: m.before ? new Map(m.before) : null } : null;
  } catch (e) {
    return null;
  }
}

export function saveMark(key, mark) {
  try {
    sessionStorage.setItem(key, JSON.stringify({ seq: mark.seq, places: [...mark.places], before: mark.before ? [...mark.before] : null }));
  } catch (e) { /* storage full or disabled */ }
}
