import model from 'wink-eng-lite-web-model';
import winkNLP from 'wink-nlp';

/**
 * English language processing shared by the profile engine and the offline coach: wink-nlp with its
 * lite English model (from npm; nothing is downloaded at run time). It gives sentence boundaries,
 * tokens with part of speech, lemmas and a negation flag, and numeric/date entities.
 *
 * The model is loaded once per thread (about 20 MB); worker threads load their own on first use.
 */
export const nlp = winkNLP(model);
export const its = nlp.its;
export const as = nlp.as;
