// The game's chat: the players' stream (spectators read it too) and the spectators' own
// stream; every text is escaped; a player can be muted (kept in this browser, per game).
import { api, esc, getPref, setPref } from './api.js';

let state = { game: '', token: '', watching: false, unread: 0, seen: 0 };

export function initChat(game, token, watching) {
  state = { ...state, game, token, watching };
}

function muted() {
  return new Set(getPref(`mute.${state.game}`, []));
}

export function toggleMute(name) {
  const m = muted();
  if (m.has(name)) m.delete(name); else m.add(name);
  setPref(`mute.${state.game}`, [...m]);
}

function time(at) {
  const d = new Date(at);
  return Number.isNaN(d.getTime()) ? '' : d.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
}

/** The chat list's HTML; `me`: your name (your messages are marked). */
export function renderChat(msgs, me) {
  const m = muted();
  const rows = (msgs || []).map((x) => {
    const hidden = x.stream === 'players' && m.has(x.name);
    const who = x.stream === 'spectators' ? `${esc(x.name)} <small>(spectator)</small>` : esc(x.name);
    const mute = x.stream === 'players' && x.name !== me
      ? `<button class="mute" data-mute="${esc(x.name)}" title="${hidden ? 'show' : 'mute'} ${esc(x.name)}">${hidden ? 'unmute' : 'mute'}</button>` : '';
    return `<li class="chat-msg ${x.stream} ${x.name === me ? 'mine' : ''}"><span class="chat-head"><b>${who}</b> <time>${time(x.at)}</time>${mute}</span>` +
      `${hidden ? '<span class="chat-muted">(muted)</span>' : `<span class="chat-text">${esc(x.text)}</span>`}</li>`;
  });
  return rows.join('') || '<li class="none">No messages yet.</li>';
}

export async function sendChat(text) {
  await api('POST', `/api/games/${encodeURIComponent(state.game)}/chat`, { token: state.token, text });
}
