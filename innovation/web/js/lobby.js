// The lobby: create a game, hand out the invite links, list the games this browser plays.
import { api, copyText, esc, forgetSeat, getPref, mySeats, rememberSeat, setPref, timeAgo } from './api.js';

const $ = (id) => document.getElementById(id);
const form = $('create');
const seatsBox = $('seats');
const variantsBox = $('variants');
const errBox = $('form-error');
const setsBox = $('sets');
let setOffer = null; // per edition, the expansions the server offers (/api/meta)
const chosenSets = new Set();

const BOTS = [
  ['greedy', 'Bot: greedy (medium)'],
  ['random', 'Bot: random (easy)'],
  ['ismcts', 'Bot: ISMCTS (strong)'],
];
const BOT_NAMES = ['Ada', 'Babbage', 'Curie', 'Darwin', 'Euler', 'Franklin'];

const remembered = getPref('name', '');
let seats = [
  { name: remembered === 'You' ? '' : remembered, kind: 'human' },
  { name: 'Ada', kind: 'bot', bot: 'greedy', think: 1 },
];
const variants = { teams: false, longer: false, relics: false, parley: 'default', far_players: 'default', bot_delay: '1.5', move_timer: 'off' };

function edition() {
  return Number(form.querySelector('input[name=edition]:checked').value);
}

function renderSeats() {
  seatsBox.innerHTML = seats.map((s, i) => `
    <div class="seat-row" data-i="${i}">
      <span class="num">${i + 1}</span>
      <input type="text" class="seat-name" value="${esc(s.name)}" aria-label="${i === 0 ? 'your name' : `name of player ${i + 1}`}" placeholder="${i === 0 ? 'your name' : 'name'}" maxlength="24" required>
      <select class="seat-kind" aria-label="who plays seat ${i + 1}">
        <option value="human" ${s.kind === 'human' ? 'selected' : ''}>${i === 0 ? 'Human (you)' : 'Human (invite)'}</option>
        ${BOTS.map(([v, t]) => `<option value="bot:${v}" ${s.kind === 'bot' && s.bot === v ? 'selected' : ''}>${t}</option>`).join('')}
      </select>
      <span class="bot-time">${s.kind === 'bot' && s.bot === 'ismcts' ? `<select class="seat-think" aria-label="thinking time">
        ${[0.5, 1, 2, 5, 10].map((t) => `<option value="${t}" ${Number(s.think) === t ? 'selected' : ''}>thinks ${t < 1 ? t * 1000 + ' ms' : t + ' s'}</option>`).join('')}
      </select>` : ''}</span>
      <button type="button" class="rm" title="remove this player" ${seats.length <= 2 ? 'disabled' : ''}>×</button>
    </div>`).join('');
  $('seat-count').textContent = `(${seats.length})`;
  $('add-seat').disabled = seats.length >= 6;
  renderVariants();
}

function renderVariants() {
  const n = seats.length;
  const e = edition();
  const teamsOk = e === 4 ? n % 2 === 0 && n >= 4 : n === 4;
  if (!teamsOk) variants.teams = false;
  const parleyDefault = n >= 4 && !variants.teams;
  const farDefault = n >= 5;
  const check = (key, label, help, ok = true) => `<label class="check ${ok ? '' : 'disabled'}">
      <input type="checkbox" data-v="${key}" ${variants[key] ? 'checked' : ''} ${ok ? '' : 'disabled'}>
      <span>${label}<small>${help}</small></span></label>`;
  const tri = (key, label, dflt, help) => `<div class="check"><span class="ico-pad"></span><span class="tri-wrap"><span>${label}
      <span class="tri"><select data-v="${key}" aria-label="${label}">
        <option value="default" ${variants[key] === 'default' ? 'selected' : ''}>default (${dflt ? 'on' : 'off'} for this table)</option>
        <option value="on" ${variants[key] === 'on' ? 'selected' : ''}>on</option>
        <option value="off" ${variants[key] === 'off' ? 'selected' : ''}>off</option>
      </select></span></span><small>${help}</small></span></div>`;
  let html = check('teams', 'Teams', e === 4
    ? 'Partners sit across the table and win together (4 or 6 players).'
    : 'Two teams of two, partners across the table (4 players).', teamsOk);
  html += check('longer', 'Longer game', 'One more achievement is needed to win.');
  if (e === 4) {
    // parley is for 4+ players without teams: not offered to smaller tables
    if (n >= 4) html += tri('parley', 'Parley', parleyDefault, 'With 4+ players and no teams: by returning a card from hand you may use a distant player\'s top card, '
      + 'confirm that you share a distant player\'s dogma, or become immune to a distant player\'s demand.');
  } else {
    html += tri('far_players', 'Far players', farDefault, 'With 5+ players: a player two or more seats away shares only with twice your icons, '
      + 'and is hit by a demand only when you have more than twice theirs.');
    // the relics are an option of the 3rd edition's Artifacts of History
    if (chosenSets.has('artifacts')) html += check('relics', 'Relics', 'Five relics lie beside their piles: after digging an artifact you may seize the relic of its value, '
      + 'from beside its pile or from any achievements pile.');
  }
  if (n >= 5) html += '<p class="none">5 or 6 players use the large-table rule (base cards only).</p>';
  const sel = (key, label, choices, help) => `<div class="check"><span class="ico-pad"></span><span class="tri-wrap"><span>${label}
      <span class="tri"><select data-v="${key}" aria-label="${label}">${choices.map(([v, t]) => `<option value="${v}" ${variants[key] === v ? 'selected' : ''}>${t}</option>`).join('')}</select></span></span><small>${help}</small></span></div>`;
  if (seats.some((s) => s.kind === 'bot')) {
    html += sel('bot_delay', 'Bot pause', [['0', 'none'], ['0.5', '0.5 s'], ['1.5', '1.5 s'], ['3', '3 s']],
      'Bots wait this long before each answer: time to follow, and to take back your last answer with Undo.');
  }
  if (seats.filter((s) => s.kind === 'human').length > 1) {
    html += sel('move_timer', 'Move timer', [['off', 'off'], ['1', '1 hour'], ['12', '12 hours'], ['24', '1 day'], ['72', '3 days']],
      'Time for each decision; when it runs out the others may let a bot take the late seat.');
  }
  variantsBox.innerHTML = html;
}

function renderSets() {
  if (!setOffer) return;
  const offer = setOffer[String(edition())] || [];
  for (const name of [...chosenSets]) {
    if (!offer.some((o) => o.name === name && o.ready)) chosenSets.delete(name);
  }
  setsBox.innerHTML = offer.map((o) => `<label class="check ${o.ready ? '' : 'disabled'}">
      <input type="checkbox" data-set="${esc(o.name)}" ${chosenSets.has(o.name) ? 'checked' : ''} ${o.ready ? '' : 'disabled'}>
      <span>${esc(o.title)}${o.ready ? ''
        : `<small>Not playable yet: ${o.missing ? `${o.missing} of its cards are still being written` : 'its rules are still being written'}.</small>`}</span></label>`).join('')
    + (offer.length ? '<p class="none">Each expansion in play adds one achievement to win.</p>'
      : '<p class="none">No expansions for this edition.</p>');
}

function readSeats() {
  seatsBox.querySelectorAll('.seat-row').forEach((row) => {
    const s = seats[Number(row.dataset.i)];
    s.name = row.querySelector('.seat-name').value.trim();
    const kind = row.querySelector('.seat-kind').value;
    if (kind === 'human') { s.kind = 'human'; } else { s.kind = 'bot'; s.bot = kind.slice(4); }
    const t = row.querySelector('.seat-think');
    if (t) s.think = Number(t.value);
  });
}

seatsBox.addEventListener('change', (ev) => {
  readSeats();
  const row = ev.target.closest('.seat-row');
  if (ev.target.classList.contains('seat-kind') && row) {
    const s = seats[Number(row.dataset.i)];
    if (s.kind === 'bot' && (!s.name || /^(You|Player \d)$/.test(s.name))) s.name = freeBotName();
    if (s.kind === 'human' && BOT_NAMES.includes(s.name)) s.name = `Player ${Number(row.dataset.i) + 1}`;
    if (s.kind === 'bot' && !s.think) s.think = 1;
  }
  renderSeats();
});
seatsBox.addEventListener('input', readSeats);
seatsBox.addEventListener('click', (ev) => {
  const rm = ev.target.closest('.rm');
  if (!rm) return;
  readSeats();
  seats.splice(Number(rm.closest('.seat-row').dataset.i), 1);
  renderSeats();
});
function freeBotName() {
  return BOT_NAMES.find((b) => !seats.some((s) => s.name === b)) || `Bot ${seats.length + 1}`;
}
$('add-seat').addEventListener('click', () => {
  readSeats();
  if (seats.length < 6) seats.push({ name: freeBotName(), kind: 'bot', bot: 'greedy', think: 1 });
  renderSeats();
});
variantsBox.addEventListener('change', (ev) => {
  const k = ev.target.dataset.v;
  if (!k) return;
  variants[k] = ev.target.type === 'checkbox' ? ev.target.checked : ev.target.value;
  renderVariants();
});
form.querySelectorAll('input[name=edition]').forEach((r) => r.addEventListener('change', () => {
  renderVariants();
  renderSets();
}));
setsBox.addEventListener('change', (ev) => {
  const name = ev.target.dataset.set;
  if (!name) return;
  if (ev.target.checked) chosenSets.add(name); else chosenSets.delete(name);
  renderVariants();  // some options belong to a set (the relics to Artifacts)
});
api('GET', '/api/meta').then((meta) => {
  setOffer = meta.sets || {};
  renderSets();
}).catch(() => { setsBox.innerHTML = '<p class="none">The expansions could not be loaded.</p>'; });

form.addEventListener('submit', async (ev) => {
  ev.preventDefault();
  readSeats();
  errBox.hidden = true;
  const names = seats.map((s) => s.name);
  if (names.some((n) => !n)) return showError(seats[0].kind === 'human' && !names[0] ? 'Tell us your name (the first seat is yours).' : 'Every player needs a name.');
  if (new Set(names.map((n) => n.toLowerCase())).size !== names.length) return showError('Player names must be different.');
  const e = edition();
  const options = {};
  if (variants.teams) options.teams = true;
  if (variants.longer) options.longer = true;
  if (seats.length >= 5) options.large_table = true;
  if (e === 4 && seats.length >= 4 && variants.parley !== 'default') options.parley = variants.parley === 'on';
  if (e === 3 && variants.far_players !== 'default') options.far_players = variants.far_players === 'on';
  if (e === 3 && variants.relics && chosenSets.has('artifacts')) options.relics = true;
  if (seats.some((s) => s.kind === 'bot')) options.bot_delay = Number(variants.bot_delay);
  if (variants.move_timer !== 'off' && seats.filter((s) => s.kind === 'human').length > 1) options.move_timer = Number(variants.move_timer);
  const seedText = $('seed').value.trim();
  const body = {
    edition: e,
    seats: seats.map((s) => (s.kind === 'human' ? { name: s.name, kind: 'human' }
      : { name: s.name, kind: 'bot', bot: s.bot === 'ismcts' ? `ismcts:${s.think || 1}s` : s.bot })),
    options,
    sets: [...chosenSets],
    seed: seedText === '' ? null : Number(seedText),
  };
  const btn = $('start');
  btn.disabled = true;
  btn.textContent = 'Creating…';
  try {
    const res = await api('POST', '/api/games', body);
    if (seats[0].kind === 'human') setPref('name', seats[0].name);
    showCreated(res, body);
  } catch (err) {
    showError(err.message);
  } finally {
    btn.disabled = false;
    btn.textContent = 'Create game';
  }
});

function showError(text) {
  errBox.textContent = text;
  errBox.hidden = false;
}

function absolute(url) {
  return new URL(url, location.origin).href;
}

function showCreated(res, body) {
  const humans = res.seats.filter((s) => s.token);
  const players = res.seats.map((s) => s.name);
  const mine = humans[0];
  humans.forEach((s, k) => {
    // your own seat is "yours"; the others are kept as invites you can re-copy
    rememberSeat({ game: res.game, token: s.token, seat: s.index, name: s.name, players, invite: k > 0,
      url: s.url ? absolute(s.url) : null, spectator: res.spectator_url ? absolute(res.spectator_url) : null,
      edition: body.edition, status: 'playing' });
  });
  const link = (label, url, key) => `<div class="link-row"><span class="who">${label}</span>
      <input type="text" readonly value="${esc(url)}" aria-label="${esc(typeof label === 'string' ? label : 'link')}">
      <button type="button" class="btn small copy" data-copy="${esc(url)}" data-key="${key}">Copy</button>
      <a class="btn small" href="${esc(url)}" target="_blank" rel="noopener">Open</a></div>`;
  const rows = humans.map((s, k) => link(`${esc(s.name)}${k === 0 ? ' (you)' : ''}`, absolute(s.url || `/play/${res.game}?token=${s.token}`), `seat${s.index}`)).join('');
  const others = humans.length > 1
    ? '<p>Send each friend <b>their own</b> link (it is their private seat); keep yours.</p>'
    : '<p>Bookmark your link to come back to this game from any device.</p>';
  const box = $('created');
  box.innerHTML = `<h2>Game ready</h2>
    <p>${players.map(esc).join(' · ')} — ${body.edition === 3 ? '3rd' : '4th'} edition.</p>
    ${others}
    <div class="links">${rows}${res.spectator_url ? link('Spectators', absolute(res.spectator_url), 'spect') : ''}</div>
    <div class="created-actions">
      ${mine ? `<a class="btn primary big" id="play-now" href="${esc(absolute(mine.url || `/play/${res.game}?token=${mine.token}`))}">Play now as ${esc(mine.name)}</a>` : ''}
      <button type="button" class="btn" id="again">Create another game</button>
    </div>`;
  box.hidden = false;
  $('create-panel').hidden = true;
  $('again').addEventListener('click', () => { box.hidden = true; $('create-panel').hidden = false; });
  loadGames();
}

document.addEventListener('click', async (ev) => {
  const c = ev.target.closest('.copy');
  if (c) {
    const ok = await copyText(c.dataset.copy);
    const old = c.textContent;
    c.textContent = ok ? 'Copied ✓' : 'Select + copy';
    setTimeout(() => { c.textContent = old; }, 1500);
  }
  const f = ev.target.closest('.forget');
  if (f) {
    forgetSeat(f.dataset.token);
    loadGames();
  }
});

async function loadGames() {
  const held = mySeats();
  const box = $('games');
  if (!held.length) {
    box.innerHTML = '<p class="none">No games yet. Create one: a game against a bot starts at once.</p>';
    return;
  }
  let listed = [];
  try {
    const res = await api('GET', `/api/games?tokens=${held.map((h) => encodeURIComponent(h.token)).join(',')}`);
    listed = res.games || [];
  } catch (e) {
    box.innerHTML = `<p class="form-error">Cannot list your games: ${esc(e.message)}</p>`;
    return;
  }
  const byKey = new Map(listed.map((g) => [`${g.game}:${g.seat}`, g]));
  const rows = held.map((h) => {
    const g = byKey.get(`${h.game}:${h.seat}`) || listed.find((x) => x.token === h.token);
    return { h, g };
  }).filter(({ g }) => g);
  const mine = (r) => !!r.g.your_move && r.g.status !== 'over' && !r.h.invite;
  rows.sort((a, b) => mine(b) - mine(a) ||
    (b.g.status === 'playing') - (a.g.status === 'playing') || (Number(b.g.created) || 0) - (Number(a.g.created) || 0));
  if (!rows.length) {
    box.innerHTML = '<p class="none">None of your saved games is on this server any more.</p>';
    return;
  }
  const waiting = rows.filter(({ h, g }) => g.status !== 'over' && g.your_move && !h.invite).length;
  document.title = `${waiting ? `(${waiting}) Your move · ` : ''}Innovation · lobby`;
  box.innerHTML = `<table class="games"><tbody>${rows.map(({ h, g }) => {
    const over = g.status === 'over';
    // an invite you keep for a friend is their seat: their move is not yours
    const yourMove = !over && !h.invite && (g.your_move !== undefined ? g.your_move : g.to_move === g.name);
    const play = `/play/${encodeURIComponent(g.game)}?token=${encodeURIComponent(h.token)}`;
    const rep = `/replay/${encodeURIComponent(g.game)}?token=${encodeURIComponent(h.token)}`;
    const vs = (h.players || []).filter((p) => p !== g.name).join(', ');
    const state = over ? '<span class="badge over">finished</span>'
      : yourMove ? '<span class="badge move">your move</span>' : `<span class="badge">${esc(g.to_move || '')} to move</span>`;
    return `<tr class="${yourMove ? 'your-move' : ''}">
      <td><b>${esc(g.name)}</b>${h.invite ? ' <small>(invite)</small>' : ''}${vs ? `<br><small>vs ${esc(vs)}</small>` : ''}</td>
      <td>${state}<br><small>turn ${g.turn ?? '?'} · ${timeAgo(g.created)}</small></td>
      <td class="acts"><a class="btn small ${over ? '' : 'primary'}" href="${play}">${over ? 'View' : 'Play'}</a>
        <a class="btn small" href="${rep}">Replay</a>
        ${h.invite && h.url ? `<button class="btn small copy" data-copy="${esc(h.url)}" title="copy this invite link">Copy link</button>` : ''}
        <button class="btn small forget" data-token="${esc(h.token)}" title="remove from this list">×</button></td></tr>`;
  }).join('')}</tbody></table>`;
}

renderSeats();
loadGames();
setInterval(loadGames, 15000);
