// Talking to the server (docs/web-api.md) and remembering seat tokens in localStorage.

export class ApiError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

export async function api(method, path, body) {
  const init = { method, headers: {} };
  if (body !== undefined) {
    init.headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  let res;
  try {
    res = await fetch(path, init);
  } catch (e) {
    throw new ApiError(0, 'cannot reach the server');
  }
  let data = null;
  try {
    data = await res.json();
  } catch (e) {
    data = null;
  }
  if (!res.ok) {
    const msg = (data && (data.error || data.detail)) || `${res.status} ${res.statusText}`;
    throw new ApiError(res.status, typeof msg === 'string' ? msg : JSON.stringify(msg));
  }
  return data;
}

export const params = new URLSearchParams(location.search);

/** ['play'|'watch'|'replay', gameId] from the page's path. */
export function pagePath() {
  const m = location.pathname.match(/^\/(play|watch|replay)\/([^/?#]+)/);
  return m ? [m[1], decodeURIComponent(m[2])] : [null, null];
}

export function wsUrl(game, token) {
  const proto = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${proto}//${location.host}/ws/games/${encodeURIComponent(game)}?token=${encodeURIComponent(token)}`;
}

// ---------------------------------------------------------------- localStorage
const KEY = 'innovation.seats';

/** Seats this browser holds: [{game, token, seat, name, created, invites?}] newest first. */
export function mySeats() {
  try {
    const list = JSON.parse(localStorage.getItem(KEY) || '[]');
    return Array.isArray(list) ? list : [];
  } catch (e) {
    return [];
  }
}

export function rememberSeat(entry) {
  if (!entry || !entry.token) return;
  const list = mySeats();
  const i = list.findIndex((e) => e.token === entry.token);
  if (i >= 0) list[i] = { ...list[i], ...entry };
  else list.unshift({ created: Date.now() / 1000, ...entry });
  try {
    localStorage.setItem(KEY, JSON.stringify(list.slice(0, 200)));
  } catch (e) { /* storage full or disabled: nothing to do */ }
}

export function forgetSeat(token) {
  const list = mySeats().filter((e) => e.token !== token);
  localStorage.setItem(KEY, JSON.stringify(list));
}

export function getPref(name, dflt) {
  const v = localStorage.getItem('innovation.pref.' + name);
  return v === null ? dflt : JSON.parse(v);
}

export function setPref(name, value) {
  localStorage.setItem('innovation.pref.' + name, JSON.stringify(value));
}

export function esc(s) {
  return String(s ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }[c]));
}

export async function copyText(text) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch (e) {
    const ta = document.createElement('textarea');
    ta.value = text;
    ta.style.position = 'fixed';
    ta.style.opacity = '0';
    document.body.appendChild(ta);
    ta.select();
    let ok = false;
    try {
      ok = document.execCommand('copy');
    } catch (e2) { ok = false; }
    ta.remove();
    return ok;
  }
}

export function timeAgo(t) {
  if (!t) return '';
  const secs = typeof t === 'number' ? (t > 1e12 ? t / 1000 : t) : Date.parse(t) / 1000;
  const d = Date.now() / 1000 - secs;
  if (!isFinite(d)) return '';
  if (d < 60) return 'just now';
  if (d < 3600) return `${Math.floor(d / 60)} min ago`;
  if (d < 86400) return `${Math.floor(d / 3600)} h ago`;
  return `${Math.floor(d / 86400)} d ago`;
}
