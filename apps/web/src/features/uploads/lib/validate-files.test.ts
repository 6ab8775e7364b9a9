import { MAX_FILE_SIZE_BYTES } from '@facet/contracts';
import { describe, expect, it } from 'vitest';
import {
  checkCvFile,
  checkCvPickerFile,
  checkPsychometricFiles,
  FRIENDLY_MESSAGES,
  filesUploadedMessage,
  friendlyValidationMessage,
} from './validate-files';

const file = (name: string, size = 100) => ({ name, size });

describe('checkCvFile (drag-and-drop)', () => {
  it('needs a file name', () => {
    expect(checkCvFile(file(''), { hasCv: false })).toEqual({
      ok: false,
      problem: 'name',
      message: "We couldn't read the file name. Please try again.",
    });
  });

  it('accepts exactly 10485760 bytes and refuses one byte more', () => {
    expect(checkCvFile(file('cv.pdf', MAX_FILE_SIZE_BYTES), { hasCv: false })).toEqual({
      ok: true,
    });
    const tooBig = checkCvFile(file('cv.pdf', MAX_FILE_SIZE_BYTES + 1), { hasCv: false });
    expect(tooBig).toMatchObject({ ok: false, problem: 'size' });
    expect(friendlyValidationMessage('size')).toBe(
      'Your file is a bit large for us to process smoothly. Please try a smaller version (under 10MB).',
    );
  });

  it.each(['cv.pdf', 'cv.doc', 'cv.docx', 'cv.txt', 'scan.jpg', 'scan.PNG'])(
    'accepts %s',
    (name) => {
      expect(checkCvFile(file(name), { hasCv: false })).toEqual({ ok: true });
    },
  );

  it.each(['cv.exe', 'cv.html', 'cv', 'cv.jpeg', 'cv.pdf.zip'])(
    'refuses %s by its extension',
    (name) => {
      expect(checkCvFile(file(name), { hasCv: false })).toEqual({
        ok: false,
        problem: 'type',
        message:
          "We support .pdf, .doc, .docx, .txt, .jpg, .png files. Your file type isn't supported yet.",
      });
      expect(friendlyValidationMessage('type')).toBe(
        "We'd love to help, but this file type isn't supported yet. Please try a PDF, Word document, or text file.",
      );
    },
  );

  it('refuses a second CV', () => {
    expect(checkCvFile(file('cv.pdf'), { hasCv: true })).toEqual({
      ok: false,
      problem: 'exists',
      message:
        'You already have a CV uploaded. Please remove it first if you want to upload a new one.',
    });
  });

  it('keeps the name and existing-CV texts, and has a generic fallback', () => {
    expect(friendlyValidationMessage('name', 'x')).toBe('x');
    expect(friendlyValidationMessage('other')).toBe(FRIENDLY_MESSAGES.other);
    expect(FRIENDLY_MESSAGES.other).toContain("There's a small issue with your file...");
  });
});

describe('checkCvPickerFile (CV picker)', () => {
  it('refuses over 10MB with "File Too Large"', () => {
    expect(checkCvPickerFile(file('cv.pdf', MAX_FILE_SIZE_BYTES))).toBeNull();
    expect(checkCvPickerFile(file('cv.pdf', MAX_FILE_SIZE_BYTES + 1))).toEqual({
      title: 'File Too Large',
      description: 'CV file must be smaller than 10MB',
    });
  });
});

describe('checkPsychometricFiles (psychometric picker)', () => {
  const many = (n: number) => Array.from({ length: n }, (_, i) => file(`r${i}.pdf`));

  it('allows up to 10 counting the files already stored', () => {
    expect(checkPsychometricFiles(many(10), 0)).toMatchObject({ ok: true });
    expect(checkPsychometricFiles(many(2), 8)).toMatchObject({ ok: true });
  });

  it("refuses a batch that would pass 10 with 'Too Many Files'", () => {
    expect(checkPsychometricFiles(many(11), 0)).toEqual({
      ok: false,
      title: 'Too Many Files',
      description: 'You can upload a maximum of 10 psychometric files',
    });
    expect(checkPsychometricFiles(many(2), 9)).toMatchObject({
      ok: false,
      title: 'Too Many Files',
    });
    expect(checkPsychometricFiles(many(1), 10)).toMatchObject({
      ok: false,
      title: 'Too Many Files',
    });
  });

  it("refuses any file over 10MB with 'Files Too Large'", () => {
    expect(
      checkPsychometricFiles([file('a.pdf'), file('b.pdf', MAX_FILE_SIZE_BYTES + 1)], 0),
    ).toEqual({
      ok: false,
      title: 'Files Too Large',
      description: 'All files must be smaller than 10MB',
    });
  });

  it('drops nameless and empty files, and refuses when none remain', () => {
    const kept = checkPsychometricFiles([file('', 10), file('empty.pdf', 0), file('ok.pdf', 5)], 0);
    expect(kept).toEqual({ ok: true, files: [file('ok.pdf', 5)] });
    expect(checkPsychometricFiles([file('', 10), file('empty.pdf', 0)], 0)).toEqual({
      ok: false,
      title: 'Upload Failed',
      description: 'No valid files provided',
    });
  });

  it('says how many files were uploaded', () => {
    expect(filesUploadedMessage(1)).toBe('1 psychometric file(s) uploaded successfully.');
    expect(filesUploadedMessage(2)).toBe('2 psychometric file(s) uploaded successfully.');
  });
});
