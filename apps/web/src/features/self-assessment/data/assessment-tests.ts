/** Assessment test. */
export interface AssessmentTest {
  id: 'values' | 'career-change' | 'skills-1' | 'skills-2';
  name: string;
  description: string;
  completed: boolean;
  url?: string;
}

/** The four test cards. None links anywhere yet, so none can be completed. */
export const ASSESSMENT_TESTS: readonly AssessmentTest[] = [
  {
    id: 'values',
    name: 'Values Test',
    description: 'Identify the core values that drive your decisions and career satisfaction.',
    completed: false,
  },
  {
    id: 'career-change',
    name: 'Career Change Index',
    description: 'Measure how ready you are for a career change and what might hold you back.',
    completed: false,
  },
  {
    id: 'skills-1',
    name: 'Skills Assessment 1',
    description: 'Map your technical and professional skills against the roles you want.',
    completed: false,
  },
  {
    id: 'skills-2',
    name: 'Skills Assessment 2',
    description: 'Explore your interpersonal and leadership skills and where to grow them.',
    completed: false,
  },
];
