// The game page: /play/{id}?token=T (a seat) and /watch/{id}?token=S (spectators).
import { api, esc, getPref, pagePath, params, rememberSeat, setPref, wsUrl } from './api.js';
import { cardDetail, dogmaList, hasCardData, info, setCardData } from './cards.js';
import { icon } from './icons.js';
import { mapOptions, renderLog, renderPlayers, renderShared, statusLine } from './table.js';
import { hidePopup, initPopups, refreshPopup } from './popup.js';
import { fitTitles } from './fit.js';
import { kindHint, optionLabel } from './options.js';
import { contextBlock, movedSince, othersSummary, places } from './reading.js';
import { initChat, renderChat, sendChat, toggleMute } from './chat.js';
import { clockLine, loadMark, rematchButton, saveMark } from './together.js';

const [mode, gameId] = pagePath();
const token = params.get('token') || '';
const watching = mode === 'watch';

const $ = (id) => document.getElementById(id);
const el = {
  table: $('table'), shared: $('shared'), decision: $('decision'), log: $('log'), logBox: $('log-box'),
  status: $('status'), conn: $('conn'), undo: $('undo'), modal: $('modal'), help: $('help'),
  replay: $('replay-link'), summary: $('summary'), texts: $('texts-toggle'), notify: $('notify-toggle'),
  chat: $('chat'), chatList: $('chat-list'), chatN: $('chat-n'),
};
let before = null; // where the cards were at your last decision (cards that moved since are marked)
let mark = null; // {seq, places} of the decision on screen
let chatSeen = 0;
let chatOpen = false;
let lastChatLen = -1;
let notifiedSeq = null;

let msg = null; // the latest state message
let selected = []; // picked option indices, in pick order
let selSeq = null; // the decision `selected` belongs to
let busy = false;
let error = '';
let previewData = null; // {key, data|null, error}
let endShown = false;
let ws = null;
let wsOpen = false;
let retry = 0;
let lastLogLen = -1;

el.replay.href = `/replay/${encodeURIComponent(gameId)}?token=${encodeURIComponent(token)}`;

// ---------------------------------------------------------------- helpers
function me() {
  return msg && msg.seat !== undefined && msg.seat !== null && !watching ? msg.seat : null;
}

function decision() {
  return !watching && msg && msg.decision && msg.status !== 'over' ? msg.decision : null;
}

function decisionSeq() {
  const d = decision();
  return d && d.seq !== undefined ? d.seq : msg.seq;
}

function setConn(state, text) {
  el.conn.className = `conn ${state}`;
  el.conn.title = text;
}

// ---------------------------------------------------------------- rendering
function render() {
  if (!msg) return;
  const view = msg.view;
  const d = decision();
  if (!d || selSeq !== decisionSeq()) {
    if (selSeq !== (d ? decisionSeq() : null)) {
      selected = [];
      previewData = null;
      error = '';
    }
    selSeq = d ? decisionSeq() : null;
  }
  const map = mapOptions(d);
  const texts = textsOn(view);
  if (d && (!mark || mark.seq !== decisionSeq())) {
    // a new decision of yours: what moved is measured from where the cards were at your previous one
    const saved = mark || loadMark(`innovation.mark.${gameId}.${me()}`);
    before = saved && saved.seq !== decisionSeq() ? saved.places : (saved && saved.before) || null;
    mark = { seq: decisionSeq(), places: places(view), before };
    saveMark(`innovation.mark.${gameId}.${me()}`, mark);
  }
  const moved = movedSince(before, view);
  const ui = { me: me(), decision: d, selected, map, seats: msg.seats, featured: previewData && previewData.data ? previewData.data.featured : null,
    compact: view.players.length >= 3, texts, moved };
  document.body.classList.toggle('many', view.players.length >= 3);
  el.texts.setAttribute('aria-pressed', String(texts));
  el.table.innerHTML = renderPlayers(view, ui);
  el.shared.innerHTML = renderShared(view, ui);
  el.summary.innerHTML = othersSummary(view.log || [], view, me());
  renderChatBox();
  fitTitles(el.table);

  const status = statusLine(view, me());
  el.status.innerHTML = `${status}${watching ? ' · <em>spectating</em>' : ''}`;
  el.undo.disabled = watching || !(msg.undo > 0) || busy || msg.status === 'over';
  el.undo.hidden = watching;
  el.undo.title = msg.undo > 0 ? `take back your last answer (${msg.undo} possible)` : 'nothing to take back now';
  document.title = `${d ? '● Your move · ' : ''}Innovation · ${view.players.map((p) => p.name).join(' vs ')}`;
  if (d && notifiedSeq !== decisionSeq()) {
    notifiedSeq = decisionSeq();
    notify(view);
  }
  document.body.classList.toggle('my-move', !!d);

  renderDecision(view, d);
  renderLogBox(view);
  refreshPopup();
  if (msg.table && msg.table.rematch) {
    for (const b of document.querySelectorAll('.rematch')) b.textContent = 'Join the rematch';
  }
  if (view.phase === 'over' && !endShown) {
    endShown = true;
    showEnd(view);
  }
}

function renderLogBox(view) {
  const lines = view.log || [];
  if (lines.length === lastLogLen) return;
  const atBottom = el.log.scrollHeight - el.log.scrollTop - el.log.clientHeight < 40;
  el.log.innerHTML = renderLog(lines, view.players.map((p) => p.name), me() !== null ? view.players[me()].name : null);
  lastLogLen = lines.length;
  if (atBottom || lastLogLen < 0) el.log.scrollTop = el.log.scrollHeight;
  el.log.scrollTop = el.log.scrollHeight;
}

function renderDecision(view, d) {
  const box = el.decision;
  if (view.phase === 'over') {
    const w = view.winners || [];
    box.className = 'decision-panel over';
    box.dataset.seq = msg.seq;
    box.innerHTML = `<div class="prompt">${statusLine(view, me())}</div>
      <div class="actions-row"><button class="btn primary" id="show-end">Result</button>${rematchButton(msg, watching)}
      <a class="btn" href="${el.replay.href}">Replay</a><a class="btn" href="/">Lobby</a></div>`;
    void w;
    return;
  }
  if (!d) {
    box.className = 'decision-panel waiting';
    box.dataset.seq = msg.seq;
    const vd = view.decision;
    const seat = vd && msg.seats ? msg.seats.find((s) => s.name === vd.player) : null;
    const who = vd ? (seat && seat.kind === 'bot' ? `${esc(vd.player)} (bot) is thinking` : `Waiting for ${esc(vd.player)}`) : 'Waiting';
    box.innerHTML = `<div class="prompt"><span class="spinner"></span>${who}…</div>${vd && vd.prompt ? `<div class="sub">${esc(vd.context || vd.prompt)}</div>` : ''}${clockLine(msg, me(), watching)}`;
    return;
  }
  box.className = 'decision-panel active';
  Object.assign(box.dataset, { seq: decisionSeq(), kind: d.kind, min: d.min, max: d.max });
  const ordered = d.ordered && d.max > 1;
  let options = '';
  let confirm = '';
  if (d.kind === 'yesno' || (d.options.length === 1 && d.min === 0 && d.max === 1 && d.kind !== 'cards')) {
    options = `<div class="yesno"><button class="btn primary big" data-answer="yes">Yes</button>
      <button class="btn big" data-answer="no">No</button></div>`;
  } else {
    const btn = (i, short = false) => {
      const s = selected.includes(i);
      const order = ordered && s ? `<span class="order-badge">${selected.indexOf(i) + 1}</span>` : '';
      return `<button class="optbtn ${s ? 'sel' : ''}" data-opt="${i}" data-label="${esc(d.options[i])}">${optionLabel(d, i, view, me(), short)}${order}</button>`;
    };
    const TITLES = { meld: 'Meld a card from your hand', dogma: 'Dogma: use a top card', achieve: 'Achieve' };
    if (d.kind === 'action') {
      const groups = { draw: [], meld: [], dogma: [], achieve: [], other: [] };
      d.options.forEach((l, i) => {
        const g = l === 'draw' ? 'draw' : l.split(' ')[0];
        (groups[g] || groups.other).push(i);
      });
      options = ['draw', 'meld', 'dogma', 'achieve', 'other'].filter((g) => groups[g].length)
        .map((g) => (TITLES[g] && groups[g].length > 1
          ? `<div class="optgroup-title">${TITLES[g]}</div><div class="optgroup g-${g}">${groups[g].map((i) => btn(i, true)).join('')}</div>`
          : `<div class="optgroup g-${g}">${groups[g].map((i) => btn(i)).join('')}</div>`)).join('');
    } else {
      options = `<div class="optgroup">${d.options.map((_, i) => btn(i)).join('')}</div>`;
    }
    const n = selected.length;
    const valid = n >= d.min && n <= d.max;
    let summary = '';
    if (n) {
      summary = selected.map((i) => optionLabel(d, i, view, me())).join(ordered ? ' <span class="then">then</span> ' : ', ');
    } else if (d.min === 0) {
      summary = '<em>nothing picked</em>';
    } else {
      summary = '<em>pick an option</em>';
    }
    const confirmText = n === 0 && d.min === 0 ? (d.max === 1 && d.options.length === 1 ? 'No' : 'Choose none') : 'Confirm';
    confirm = `<div class="confirm-bar">
      <div class="summary">${summary}</div>
      ${renderPreview(d)}
      ${renderSelectedText(d)}
      <div class="actions-row">
        <button class="btn primary" id="confirm" ${valid && !busy ? '' : 'disabled'}>${confirmText}</button>
        ${n ? '<button class="btn" id="clear">Clear</button>' : ''}
      </div></div>`;
  }
  box.innerHTML = `${contextBlock(d, view, me())}<div class="prompt">${esc(d.prompt)}</div>
    <div class="sub">${kindHint(d)}</div>${clockLine(msg, me(), watching)}
    <div class="options">${options}</div>${confirm}
    ${error ? `<div class="error">${esc(error)}</div>` : ''}
    <label class="quick" title="single choices are sent at once; a dogma still shows its preview first">
      <input type="checkbox" id="quick" ${getPref('quick', false) ? 'checked' : ''}> answer single choices in one click</label>`;
}

function selectedDogma(d) {
  if (!d || d.kind !== 'action' || selected.length !== 1) return null;
  const m = d.options[selected[0]].match(/^dogma (.+?)( \(parley\))?$/);
  return m ? m[1] : null;
}

function renderSelectedText(d) {
  if (selected.length !== 1) return '';
  const label = d.options[selected[0]];
  const card = d.cards && d.cards[selected[0]];
  const name = card && card.name ? card.name : (label.match(/^(?:meld|dogma) (.+?)(?: \(parley\))?$/) || [])[1] || label;
  const c = info(name);
  if (!c.known) return '';
  return dogmaList(name, { cls: 'effects-mini' }); // with echo, inspire and karma texts
}

function renderPreview(d) {
  const name = selectedDogma(d);
  if (!name) return '';
  const key = `${decisionSeq()}:${name}`;
  if (!previewData || previewData.key !== key) {
    previewData = { key, data: null, error: '' };
    api('GET', `/api/games/${encodeURIComponent(gameId)}/preview?token=${encodeURIComponent(token)}&card=${encodeURIComponent(name)}`)
      .then((data) => { if (previewData && previewData.key === key) { previewData.data = data; render(); } })
      .catch((e) => { if (previewData && previewData.key === key) { previewData.error = e.message; render(); } });
    return '<div class="preview loading">Looking at who shares…</div>';
  }
  if (previewData.error) return `<div class="preview"><em>No preview: ${esc(previewData.error)}</em></div>`;
  const p = previewData.data;
  if (!p) return '<div class="preview loading">Looking at who shares…</div>';
  const myName = msg.view.players[me()].name;
  const counts = Object.entries(p.icons || {}).map(([n, k]) => `<span class="${n === myName ? 'mine' : ''}">${esc(n === myName ? 'you' : n)} ${k}</span>`).join(' · ');
  const sharing = p.sharing && p.sharing.length ? `<div class="share">⇄ Shared with <b>${p.sharing.map(esc).join(', ')}</b> — they go first; you draw a card if they changed anything.</div>`
    : '<div class="share">Nobody shares it.</div>';
  const vuln = p.demands ? (p.vulnerable && p.vulnerable.length
    ? `<div class="vuln">⚔ The demand hits <b>${p.vulnerable.map(esc).join(', ')}</b>.</div>`
    : '<div class="vuln">⚔ Nobody is vulnerable to the demand.</div>') : '';
  const parley = p.may_parley && p.may_parley.length ? `<div class="share">Parley possible with ${p.may_parley.map(esc).join(', ')}.</div>` : '';
  const nothing = p.does_nothing ? '<div class="warn">⚠ As far as you can tell this dogma would do nothing.</div>' : '';
  return `<div class="preview"><div class="counts">${icon(p.featured, 'sm')} ${counts}</div>${sharing}${vuln}${parley}${nothing}</div>`;
}

// ---------------------------------------------------------------- end screen
function showEnd(view) {
  const w = view.winners || [];
  const myName = me() !== null ? view.players[me()].name : null;
  let title = w.length ? `${w.join(' & ')} ${w.length > 1 ? 'win' : 'wins'}!` : 'Game over';
  if (myName && w.includes(myName)) title = w.length > 1 ? `You win (with ${w.filter((x) => x !== myName).join(' & ')})!` : 'You win!';
  else if (myName && w.length) title = `${w.join(' & ')} ${w.length > 1 ? 'win' : 'wins'} — well played.`;
  const rows = view.players.map((p) => `<tr class="${w.includes(p.name) ? 'winner' : ''}"><td>${w.includes(p.name) ? '★ ' : ''}${esc(p.name)}</td>
    <td>${p.achievements.length}</td><td>${p.score}</td><td>${Object.entries(p.icons).filter(([, k]) => k).map(([n, k]) => `${icon(n, 'sm')}${k}`).join(' ')}</td></tr>`).join('');
  el.modal.innerHTML = `<div class="modal-box end-box" role="dialog" aria-label="result">
    <button class="close" data-close="modal">×</button>
    <h2 id="end-title">${esc(title)}</h2>
    <p class="reason">The game ended ${view.end_reason ? `by <b>${esc(view.end_reason)}</b>` : ''} on turn ${view.turn}.</p>
    <table class="result"><thead><tr><th>Player</th><th>Achievements</th><th>Score</th><th>Icons</th></tr></thead><tbody>${rows}</tbody></table>
    <div class="actions-row">
      ${rematchButton(msg, watching)}<a class="btn ${watching ? 'primary' : ''}" href="/">New game</a>
      <a class="btn" href="${el.replay.href}">Replay</a>
      <a class="btn" href="/api/games/${encodeURIComponent(gameId)}/record?token=${encodeURIComponent(token)}" download="innovation-${esc(gameId)}.json">Download record</a>
      <button class="btn" data-close="modal">See the table</button>
    </div></div>`;
  el.modal.hidden = false;
}

// ---------------------------------------------------------------- actions
function pick(i) {
  const d = decision();
  if (!d || busy) return;
  error = '';
  const at = selected.indexOf(i);
  if (at >= 0) {
    selected.splice(at, 1);
  } else if (d.max <= 1) {
    selected = [i];
  } else if (selected.length >= d.max) {
    error = `You may pick at most ${d.max}. Click a picked option to drop it.`;
  } else {
    selected.push(i);
  }
  render();
  if (getPref('quick', false) && d.max === 1 && d.min === 1 && selected.length === 1 && !selectedDogma(d)) submit(selected);
}

async function submit(answer) {
  const d = decision();
  if (!d || busy) return;
  busy = true;
  error = '';
  render();
  try {
    await api('POST', `/api/games/${encodeURIComponent(gameId)}/answer`, { token, seq: decisionSeq(), answer });
    selected = [];
    if (!wsOpen) await refresh();
  } catch (e) {
    if (e.status === 409) {
      await refresh();
    } else {
      error = e.message;
    }
  } finally {
    busy = false;
    render();
  }
}

async function undo() {
  if (!msg || busy || !(msg.undo > 0)) return;
  busy = true;
  try {
    await api('POST', `/api/games/${encodeURIComponent(gameId)}/undo`, { token, seq: msg.seq });
    if (!wsOpen) await refresh();
  } catch (e) {
    error = e.message;
    if (e.status === 409) await refresh();
  } finally {
    busy = false;
    render();
  }
}

async function refresh() {
  try {
    const withCards = hasCardData() ? '' : '&cards=true';
    const m = await api('GET', `/api/games/${encodeURIComponent(gameId)}/state?token=${encodeURIComponent(token)}${withCards}`);
    accept(m);
  } catch (e) {
    fatal(e);
  }
}

function accept(m) {
  if (!m || !m.view) return;
  if (m.cards) setCardData(m.cards);
  if (msg && m.seq < msg.seq && m.game === msg.game) {
    // an older message (e.g. a GET that crossed a push): keep the newer one
    // unless it is an undo (seq goes back), which always comes with a push
  }
  msg = m;
  if (!watching && me() !== null && /^Player \d+$/.test(m.view.players[me()].name) && m.status !== 'over') askName();
  if (!watching && me() !== null) {
    rememberSeat({ game: gameId, token, seat: me(), name: m.view.players[me()].name,
      players: m.view.players.map((p) => p.name), status: m.status });
  }
  render();
}

function fatal(e) {
  if (e.status === 403 || e.status === 404 || e.status === 400) {
    el.table.innerHTML = `<div class="fatal"><h2>Cannot open this game</h2><p>${esc(e.message)}</p>
      <p>Check the link you were sent (it holds your seat's private token), or <a href="/">go to the lobby</a>.</p></div>`;
    el.decision.innerHTML = '';
    el.status.textContent = 'Not found';
    stop = true;
    if (ws) ws.close();
  } else {
    setConn('down', e.message);
  }
}

let stop = false;

function connect() {
  if (stop) return;
  setConn('connecting', 'connecting…');
  try {
    ws = new WebSocket(wsUrl(gameId, token));
  } catch (e) {
    setTimeout(connect, 2000);
    return;
  }
  ws.onopen = () => {
    wsOpen = true;
    retry = 0;
    setConn('up', 'live: updates arrive as they happen');
  };
  ws.onmessage = (ev) => {
    let m;
    try { m = JSON.parse(ev.data); } catch (e) { return; }
    if (m && m.error) { error = m.error; render(); return; }
    accept(m);
  };
  ws.onclose = (ev) => {
    wsOpen = false;
    ws = null;
    if (stop) return;
    if (ev.code >= 4400 && ev.code < 4500) {
      // the server refused this token or game: say so instead of retrying forever
      fatal({ status: ev.code - 4000, message: ev.reason || error || 'refused' });
      return;
    }
    setConn('down', 'connection lost: reconnecting…');
    const delay = Math.min(10000, 500 * 2 ** retry++);
    setTimeout(() => { refresh(); connect(); }, delay);
  };
  ws.onerror = () => { /* onclose follows */ };
}

// ---------------------------------------------------------------- events
document.addEventListener('click', (ev) => {
  const t = ev.target;
  const closer = t.closest('[data-close]');
  if (closer) {
    $(closer.dataset.close).hidden = true;
    return;
  }
  if (t.closest('#show-end')) { showEnd(msg.view); return; }
  if (t.closest('.rematch')) { rematch(); return; }
  if (t.closest('[data-claim]')) { claimSeat(t.closest('[data-claim]').dataset.claim); return; }
  const mute = t.closest('[data-mute]');
  if (mute) { toggleMute(mute.dataset.mute); lastChatLen = -1; renderChatBox(); return; }
  if (t.closest('#confirm')) { submit(selected.slice()); return; }
  if (t.closest('#clear')) { selected = []; error = ''; render(); return; }
  const yn = t.closest('[data-answer]');
  if (yn) { submit(yn.dataset.answer === 'yes' ? [0] : []); return; }
  const o = t.closest('[data-opt]');
  if (o && decision()) {
    // a card in a pile: the top card is the option, not the pile, unless the pile is
    const idx = Number(o.dataset.opt);
    if (!Number.isNaN(idx)) { ev.preventDefault(); pick(idx); }
  }
});
document.addEventListener('keydown', (ev) => {
  if (ev.key === 'Escape') { el.modal.hidden = true; el.help.hidden = true; hidePopup(); }
  if (ev.key === 'Enter' && ev.target === document.body && decision() && selected.length) {
    const c = $('confirm');
    if (c && !c.disabled) submit(selected.slice());
  }
  if ((ev.key === 'Enter' || ev.key === ' ') && ev.target.dataset && ev.target.dataset.opt !== undefined && decision()) {
    ev.preventDefault();
    pick(Number(ev.target.dataset.opt));
  }
});
el.undo.addEventListener('click', undo);
el.texts.addEventListener('click', () => {
  setPref('texts', textsOn(msg.view) ? 'off' : 'on');
  render();
});
el.notify.addEventListener('click', async () => {
  const on = !getPref('notify', false);
  if (on && 'Notification' in window && Notification.permission === 'default') await Notification.requestPermission();
  setPref('notify', on);
  el.notify.setAttribute('aria-pressed', String(on));
});
el.notify.setAttribute('aria-pressed', String(getPref('notify', false)));
$('tab-log').addEventListener('click', () => showTab(false));
$('log-grow').addEventListener('click', () => {
  const on = document.body.classList.toggle('big-log');
  $('log-grow').setAttribute('aria-pressed', String(on));
  $('log-grow').textContent = on ? 'Smaller' : 'Bigger';
  el.log.scrollTop = el.log.scrollHeight;
});
$('tab-chat').addEventListener('click', () => showTab(true));
$('chat-form').addEventListener('submit', async (ev) => {
  ev.preventDefault();
  const input = $('chat-input');
  const text = input.value.trim();
  if (!text) return;
  try {
    await sendChat(text);
    input.value = '';
  } catch (e) {
    error = e.message;
    render();
  }
});
$('help-toggle').addEventListener('click', () => { el.help.hidden = !el.help.hidden; });
$('log-toggle').addEventListener('click', () => { document.body.classList.toggle('show-log'); el.log.scrollTop = el.log.scrollHeight; });
el.help.addEventListener('click', (ev) => { if (ev.target === el.help) el.help.hidden = true; });
el.modal.addEventListener('click', (ev) => { if (ev.target === el.modal) el.modal.hidden = true; });
initPopups(cardDetail);

document.addEventListener('change', (ev) => {
  if (ev.target.id === 'quick') setPref('quick', ev.target.checked);
});

// ---------------------------------------------------------------- start
if (!gameId || !token) {
  fatal({ status: 400, message: 'This link has no game or no token.' });
} else {
  if (watching) document.body.classList.add('watching');
  initChat(gameId, token, watching);
  refresh().then(connect);
  setInterval(() => { if (msg && msg.clock && !busy) render(); }, 20000); // the move timer counts down
}

// ---------------------------------------------------------------- texts, notifications, chat, rematch, timer
function textsOn(view) {
  const pref = getPref('texts', 'auto');
  return pref === 'auto' ? view.players.length <= 2 && window.innerWidth > 760 : pref === 'on';
}

function notify(view) {
  if (!getPref('notify', false) || !document.hidden || !('Notification' in window) || Notification.permission !== 'granted') return;
  try {
    const n = new Notification('Innovation: your move', { body: view.players.map((p) => p.name).join(' vs '), tag: `innovation-${gameId}` });
    n.onclick = () => { window.focus(); n.close(); };
  } catch (e) { /* notifications unavailable */ }
}

function showTab(chat) {
  chatOpen = chat;
  $('tab-log').classList.toggle('on', !chat);
  $('tab-chat').classList.toggle('on', chat);
  el.log.hidden = chat;
  el.chat.hidden = !chat;
  if (chat) {
    chatSeen = (msg && msg.chat ? msg.chat.length : 0);
    lastChatLen = -1;
    renderChatBox();
    $('chat-input').focus();
  }
}

function renderChatBox() {
  const list = (msg && msg.chat) || [];
  if (chatOpen) chatSeen = list.length;
  const unread = list.length - chatSeen;
  el.chatN.textContent = unread > 0 ? String(unread) : '';
  if (list.length === lastChatLen) return;
  lastChatLen = list.length;
  const myName = me() !== null ? msg.view.players[me()].name : null;
  el.chatList.innerHTML = renderChat(list, myName);
  el.chatList.scrollTop = el.chatList.scrollHeight;
}

async function rematch() {
  try {
    const r = await api('POST', `/api/games/${encodeURIComponent(gameId)}/rematch`, { token });
    rememberSeat({ game: r.game, token: r.token, seat: r.seat, name: msg.view.players[r.seat].name,
      players: msg.view.players.map((p) => p.name), status: 'playing' });
    location.href = `/play/${encodeURIComponent(r.game)}?token=${encodeURIComponent(r.token)}`;
  } catch (e) {
    error = e.message;
    render();
  }
}

async function claimSeat(action) {
  try {
    await api('POST', `/api/games/${encodeURIComponent(gameId)}/timeout`, { token, action });
  } catch (e) {
    error = e.message;
    render();
  }
}

// ---------------------------------------------------------------- your name (invited seats)
let askedName = false;

function askName() {
  if (askedName) return;
  askedName = true;
  const mine = msg.view.players[me()].name;
  el.modal.innerHTML = `<div class="modal-box name-box" role="dialog" aria-label="your name">
    <h2>Your name at this table</h2>
    <p>The others see you as <b>${esc(mine)}</b>. Tell them who you are:</p>
    <form id="name-form" class="name-form"><input id="name-input" type="text" maxlength="24" required value="${esc(getPref('name', ''))}" placeholder="your name">
    <button class="btn primary" type="submit">Take this seat</button> <button class="btn" type="button" data-close="modal">Keep ${esc(mine)}</button></form>
    <div class="error" id="name-error"></div></div>`;
  el.modal.hidden = false;
  $('name-form').addEventListener('submit', async (ev) => {
    ev.preventDefault();
    const name = $('name-input').value.trim();
    try {
      await api('POST', `/api/games/${encodeURIComponent(gameId)}/name`, { token, name });
      setPref('name', name);
      el.modal.hidden = true;
      if (!wsOpen) await refresh();
    } catch (e) {
      $('name-error').textContent = e.message;
    }
  });
  $('name-input').focus();
}
