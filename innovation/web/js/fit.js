// Card titles never break inside a word: a title too wide (or too tall) for its card gets a
// smaller font until it fits, instead of an ellipsis or a hyphen.
const MIN_PX = 7;

export function fitTitles(root = document) {
  for (const t of root.querySelectorAll('.card-title, .back-title, .rv-name')) {
    t.style.fontSize = '';
    let size = parseFloat(getComputedStyle(t).fontSize);
    for (let k = 0; k < 14 && size > MIN_PX && (t.scrollWidth > t.clientWidth + 0.5 || t.scrollHeight > t.clientHeight + 1); k++) {
      size = Math.max(MIN_PX, size - 0.75);
      t.style.fontSize = `${size}px`;
    }
  }
}
