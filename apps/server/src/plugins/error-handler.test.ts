import { describe, expect, it } from 'vitest';
import { TooLargeError, UnreadableDocumentError, UnsupportedFileError } from '../lib/errors.js';
import { domainHttpError } from './error-handler.js';

describe('domain errors', () => {
  it('each get their HTTP status, with their message as it is', () => {
    const answers = [
      new UnreadableDocumentError('"cv.pdf" is empty.'),
      new UnsupportedFileError('"a.exe" is not a supported file.'),
      new TooLargeError('The archive is too large.'),
    ].map((error) => domainHttpError(error));
    expect(answers.map((a) => [a?.statusCode, a?.message])).toEqual([
      [400, '"cv.pdf" is empty.'],
      [415, '"a.exe" is not a supported file.'],
      [413, 'The archive is too large.'],
    ]);
  });

  it('any other error is left to the rest of the handler', () => {
    expect(domainHttpError(new Error('boom'))).toBeNull();
  });
});
