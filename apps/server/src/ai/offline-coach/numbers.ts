/** Number words members write for small counts ("three options", "two interviews"). */
export { CARDINALS } from '../../nlp/number-words.js';
