// The replay page: /replay/{id}?token=T steps through the game as that seat saw it.
import { api, esc, pagePath, params } from './api.js';
import { cardDetail, setCardData } from './cards.js';
import { initPopups, refreshPopup } from './popup.js';
import { fitTitles } from './fit.js';
import { mapOptions, renderLog, renderPlayers, renderShared, statusLine } from './table.js';

const [, gameId] = pagePath();
const token = params.get('token') || '';
const $ = (id) => document.getElementById(id);
const gid = encodeURIComponent(gameId || '');
const tok = encodeURIComponent(token);

let total = 0;
let step = 0;
let seat = null;
let timer = null;
let loading = 0;
const cache = new Map();

$('back').href = `/play/${gid}?token=${tok}`;
$('download').href = `/api/games/${gid}/record?token=${tok}`;
$('download').setAttribute('download', `innovation-${gameId}.json`);

async function fetchStep(k) {
  if (cache.has(k)) return cache.get(k);
  const m = await api('GET', `/api/games/${gid}/replay?token=${tok}&step=${k}`);
  if (m.cards) setCardData(m.cards);
  cache.set(k, m);
  if (cache.size > 300) cache.delete(cache.keys().next().value);
  return m;
}

async function show(k) {
  k = Math.max(0, Math.min(total, k));
  step = k;
  $('slider').value = String(k);
  $('step').textContent = `${k} / ${total}`;
  const ticket = ++loading;
  let m;
  try {
    m = await fetchStep(k);
  } catch (e) {
    $('status').textContent = `Cannot load step ${k}: ${e.message}`;
    return;
  }
  if (ticket !== loading) return;
  if (m.steps !== undefined && m.steps !== total) setTotal(m.steps);
  seat = m.seat ?? null;
  const view = m.view;
  const ui = { me: seat, decision: null, selected: [], map: mapOptions(null), seats: m.seats };
  $('table').innerHTML = renderPlayers(view, ui);
  fitTitles($('table'));
  $('shared').innerHTML = renderShared(view, ui);
  $('status').innerHTML = `Replay · ${statusLine(view, seat)}`;
  const d = view.decision;
  $('decision').innerHTML = k === total && view.phase === 'over'
    ? `<div class="prompt">${statusLine(view, seat)}</div>`
    : `<div class="prompt">Step ${k}${d ? ` · ${esc(d.player)} to decide` : ''}</div>${d && d.prompt ? `<div class="sub">${esc(d.context || d.prompt)}</div>` : ''}`;
  const log = $('log');
  log.innerHTML = renderLog(view.log || [], view.players.map((p) => p.name), view.you);
  log.scrollTop = log.scrollHeight;
  $('first').disabled = $('prev').disabled = k === 0;
  $('next').disabled = $('last').disabled = k === total;
  refreshPopup();
  // warm the cache for the next step
  if (k < total) fetchStep(k + 1).catch(() => {});
}

function setTotal(n) {
  total = n;
  $('slider').max = String(n);
}

function play() {
  if (timer) { clearInterval(timer); timer = null; $('playpause').textContent = '▷ Play'; return; }
  if (step >= total) show(0);
  $('playpause').textContent = '❚❚ Pause';
  timer = setInterval(() => {
    if (step >= total) { play(); return; }
    show(step + 1);
  }, 700);
}

$('first').addEventListener('click', () => show(0));
$('prev').addEventListener('click', () => show(step - 1));
$('next').addEventListener('click', () => show(step + 1));
$('last').addEventListener('click', () => show(total));
$('playpause').addEventListener('click', play);
$('slider').addEventListener('input', (ev) => show(Number(ev.target.value)));
document.addEventListener('keydown', (ev) => {
  if (ev.target.tagName === 'INPUT' && ev.target.type !== 'range') return;
  if (ev.key === 'ArrowLeft') { ev.preventDefault(); show(step - 1); }
  if (ev.key === 'ArrowRight') { ev.preventDefault(); show(step + 1); }
  if (ev.key === 'Home') show(0);
  if (ev.key === 'End') show(total);
  if (ev.key === ' ') { ev.preventDefault(); play(); }
});
initPopups(cardDetail);

async function start() {
  if (!gameId || !token) {
    $('table').innerHTML = '<div class="fatal"><h2>Cannot open this replay</h2><p>The link has no game or no token.</p></div>';
    return;
  }
  try {
    const [record, state] = await Promise.all([
      api('GET', `/api/games/${gid}/record?token=${tok}`),
      api('GET', `/api/games/${gid}/state?token=${tok}&cards=true`).catch(() => null),
    ]);
    if (state && state.cards) setCardData(state.cards);
    setTotal((record.answers || []).length);
    const want = params.get('step');
    await show(want === null ? total : Number(want));
  } catch (e) {
    $('table').innerHTML = `<div class="fatal"><h2>Cannot open this replay</h2><p>${esc(e.message)}</p><p><a href="/">Lobby</a></p></div>`;
  }
}
start();
