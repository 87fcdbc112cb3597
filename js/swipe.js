/**
 * Touch swipes -> a direction of the mode.
 *
 * A mode's directions are arbitrary step vectors (orthogonal, diagonal, hexagonal, custom),
 * so a swipe is matched to the available direction whose vector points most nearly the same
 * way (largest cosine), not to a fixed up/down/left/right. Stay-still directions (zero
 * vector) cannot be swiped; short or ambiguous swipes do nothing.
 */

/** Shortest swipe, in CSS pixels, that counts as a move. */
export const MIN_SWIPE_PX = 24;

/** Smallest cosine between the swipe and a direction for a match (about 40 degrees). */
export const MIN_COSINE = 0.76;

/**
 * @param {number} dx horizontal travel of the pointer (right is positive)
 * @param {number} dy vertical travel (down is positive, like the grid's rows)
 * @param {Array<{vector?: number[], available?: boolean}>} directions as synced from Python
 * @returns {number|null} the direction index, or null when the swipe means none
 */
export function swipeDirection(dx, dy, directions) {
  const length = Math.hypot(dx, dy);
  if (!Number.isFinite(length) || length < MIN_SWIPE_PX) return null;
  let best = null;
  let bestCos = MIN_COSINE;
  (directions || []).forEach((dir, index) => {
    const v = dir && dir.vector;
    if (!Array.isArray(v) || dir.available === false) return;
    const [dv, dh] = v;
    const norm = Math.hypot(dv, dh);
    if (!Number.isFinite(norm) || norm === 0) return;
    const cos = (dx * dh + dy * dv) / (length * norm);
    if (cos > bestCos) {
      bestCos = cos;
      best = index;
    }
  });
  return best;
}
