import { describe, expect, it } from 'vitest';
import { assessCrisis } from './detect.js';
import { carefulReminder, crisisReply } from './messages.js';

describe('assessCrisis', () => {
  const crises: Array<[string, string]> = [
    ['I want to kill myself', 'suicide'],
    ['i dont want to live anymore', 'suicide'],
    ['I wanna die', 'suicide'],
    ["I'm not sure I want to be alive anymore", 'suicide'],
    ["Life isn't worth living", 'suicide'],
    ["I don't see the point of going on", 'suicide'],
    ['Everyone would be better off without me.', 'suicide'],
    ['Sometimes I think about ending it all', 'suicide'],
    ['I have been thinking about suicide', 'suicide'],
    ['Is it normal to think about suicide?', 'suicide'],
    ["I won't be around much longer", 'suicide'],
    ['I wish I could go to sleep and never wake up', 'suicide'],
    ["I've been hurting myself", 'self-harm'],
    ['I started cutting myself again last week', 'self-harm'],
    ['I have urges to hurt myself', 'self-harm'],
    ['self-harm is the only thing that helps', 'self-harm'],
    ["I'm going to hurt my manager", 'harm-to-others'],
    ['I want to punch my co-worker', 'harm-to-others'],
    ['I could bring a knife to work tomorrow', 'harm-to-others'],
    ['He hits me when he drinks', 'abuse'],
    ['My boyfriend choked me last night', 'abuse'],
    ['my wife threatened to hurt me if I tell anyone', 'abuse'],
    ["I'm scared to go home tonight", 'abuse'],
    ['I was sexually assaulted at the office party', 'abuse'],
    ["I think I'm having a heart attack", 'medical'],
    ['I have crushing chest pain and my arm is numb', 'medical'],
    ["I can't breathe and my throat is swelling", 'medical'],
    ['I took too many sleeping pills', 'medical'],
  ];
  it.each(crises)('reads %j as %s', (text, kind) => {
    expect(assessCrisis(text)?.kinds).toContain(kind);
  });

  const ordinary = [
    'This deadline is killing me',
    'I could kill for a coffee',
    'My boss will murder me if I am late',
    "I'm dying to get that job",
    'This commute is suicide',
    'Leaving after eight months would be career suicide',
    'Shoot me an email when you can',
    'I shot him an email yesterday',
    'I hurt myself at the gym',
    'I cut myself shaving this morning',
    "I've been cutting myself some slack lately",
    'My manager hits me with last-minute requests',
    'My mentor pushed me to apply for the role',
    'The news hit me hard',
    'It kills me that I missed the launch',
    'We need to beat the competition',
    "I'd kill to have her job",
    "I'm not suicidal, just tired of my job",
    "I'd never hurt myself",
    "I don't want to live in London any more",
    'We ran suicide prevention training for managers',
    'I want to die of embarrassment after that meeting',
    'That meeting almost gave me a heart attack',
    'I can’t breathe with all these meetings',
    'My team absolutely killed it this quarter',
    'I never wake up before nine on weekends',
    'There is no point going to the meeting',
    'I hurt her feelings in the review',
  ];
  it.each(ordinary)('lets %j through', (text) => {
    expect(assessCrisis(text)).toBeNull();
  });

  it('tells someone else’s danger from the member’s own', () => {
    expect(assessCrisis('My colleague said she wants to kill herself')?.aboutOther).toBe(true);
    expect(assessCrisis('I want to kill myself')?.aboutOther).toBe(false);
  });

  it('orders kinds by urgency: a medical emergency first', () => {
    expect(assessCrisis('I want to die and I took too many pills')?.kinds).toEqual([
      'medical',
      'suicide',
    ]);
  });
});

describe('crisis replies', () => {
  it('carry the emergency numbers, a helpline and a way to find a local one, and nothing else', () => {
    for (const text of [
      'I want to kill myself',
      'He hits me',
      'I took too many pills',
      "I'm going to hurt my manager",
      'My friend is suicidal',
    ]) {
      const assessment = assessCrisis(text);
      if (!assessment) throw new Error(`not read as a crisis: ${text}`);
      const reply = crisisReply(assessment, 'Sam');
      expect(reply, text).toMatch(/^Sam, /);
      for (const needed of ['911', '112', '999', 'findahelpline.com']) {
        expect(reply, text).toContain(needed);
      }
      expect(reply, text).toMatch(/988|1-800-799-7233/);
      expect(reply, text).not.toMatch(/\b(CV|career|promotion|workload|salary)\b/i);
    }
  });

  it('keeps the resources in view on careful turns', () => {
    expect(carefulReminder('suicide')).toMatch(/988.*116 123.*findahelpline/);
    expect(carefulReminder('abuse')).toContain('0808 2000 247');
  });
});
