/**
 * What common roles usually ask for, as recruiters list it in job ads, and how a CV shows it. Data
 * only. `evidence` are lower-case fragments looked for in the CV text; `gap` says how to build the
 * missing evidence; `questions` are what interviews for the role commonly ask. A role missing here
 * is answered honestly ("I have no checklist for it") rather than guessed.
 */

export interface RoleDemand {
  label: string;
  evidence: string[];
  gap: string;
}

export interface RoleSpec {
  id: string;
  name: string;
  /** Lower-case ways members name the role, longest first where they overlap. */
  aliases: string[];
  demands: RoleDemand[];
  questions: string[];
  /** How to answer a question of `questions`, where the general guidance would not fit it. */
  guides?: Record<string, string>;
  /** Named as the member named it ("barista", "cashier"), the family name being no title. */
  nameAsSaid?: boolean;
}

export const ROLES: RoleSpec[] = [
  {
    id: 'engineering-manager',
    name: 'engineering manager',
    aliases: [
      'engineering manager',
      'engineering lead',
      'head of engineering',
      'software engineering manager',
    ],
    demands: [
      {
        label: 'Managing people: one-to-ones, hiring, performance',
        evidence: [
          'one-to-one',
          '1:1',
          'hired',
          'hiring',
          'performance review',
          'line manage',
          'managed a team',
          'team of',
        ],
        gap: 'Ask to line-manage one engineer or an intern, or to run the hiring loop for the next opening, and write down what you did.',
      },
      {
        label: 'Growing engineers: mentoring and coaching',
        evidence: ['mentor', 'coach', 'onboard', 'trained'],
        gap: 'Mentor a newer engineer for a quarter with a goal you can name ("shipped their first feature alone in six weeks").',
      },
      {
        label: 'Planning and delivery across a team',
        evidence: ['roadmap', 'sprint', 'planning', 'delivered', 'on time', 'release', 'migrat'],
        gap: 'Lead the planning of one multi-person project end to end, and record its dates and outcome.',
      },
      {
        label: 'Technical judgement: architecture and trade-offs',
        evidence: ['architect', 'design', 'kubernetes', 'system', 'scal', 'migrat', 'api'],
        gap: 'Write and circulate one design document that weighs two options; it is the evidence interviewers ask about.',
      },
      {
        label: 'Working with product and stakeholders',
        evidence: [
          'product team',
          'stakeholder',
          'cross-functional',
          'product manager',
          'business',
        ],
        gap: 'Take the engineering side of one product decision in front of stakeholders and note what was decided.',
      },
    ],
    questions: [
      'Tell me about a time you helped an under-performing engineer. What did you do, and what changed?',
      'How do you balance delivery pressure against technical debt? Give a real example.',
      'Walk me through how you would run your first 90 days with a new team.',
      'Describe a technical decision you made that you would make differently now.',
    ],
  },
  {
    id: 'product-manager',
    name: 'product manager',
    aliases: [
      'product manager',
      'product owner',
      'product management',
      'pm role',
      'pm position',
      'pm job',
    ],
    demands: [
      {
        label: 'Discovery with users and customers',
        evidence: [
          'user research',
          'customer interview',
          'discovery',
          'usability',
          'user interview',
          'customers',
          'survey',
        ],
        gap: 'Join or run five customer conversations and write one page on what you learned and what it changed.',
      },
      {
        label: 'Prioritising a roadmap or backlog',
        evidence: ['roadmap', 'prioriti', 'backlog', 'trade-off', 'requirements'],
        gap: 'Own the prioritisation of one backlog, even an internal tool, and be able to explain what you said no to.',
      },
      {
        label: 'Deciding from data',
        evidence: [
          'sql',
          'a/b',
          'experiment',
          'metric',
          'analytics',
          'kpi',
          'dashboard',
          'forecast',
        ],
        gap: 'Set up one metric for a feature before it ships and report what happened after.',
      },
      {
        label: 'Leading across engineering, design and the business',
        evidence: [
          'stakeholder',
          'cross-functional',
          'engineer',
          'design',
          'product team',
          'commercial team',
          'led',
        ],
        gap: 'Lead a cross-team initiative where you have no authority over the people, and note how you got agreement.',
      },
      {
        label: 'Shipping and measuring outcomes',
        evidence: ['launched', 'shipped', 'released', 'rolled out', 'adoption', 'delivered'],
        gap: 'Take one small feature from idea to launch and measure its effect.',
      },
    ],
    questions: [
      'Tell me about a product decision you made with incomplete data.',
      'You have one engineer for a quarter and three requested features: how do you choose?',
      'Pick a product you use every day. What would you change, and how would you know it worked?',
      'Tell me about a time you disagreed with engineering or design. What happened?',
    ],
  },
  {
    id: 'project-manager',
    name: 'project manager',
    aliases: ['project manager', 'programme manager', 'program manager', 'delivery manager'],
    demands: [
      {
        label: 'Planning scope, schedule and resources',
        evidence: ['plan', 'schedule', 'scope', 'milestone', 'gantt', 'timeline'],
        gap: 'Write the plan for one project, with milestones and owners, and track it to the end.',
      },
      {
        label: 'Managing budget and risk',
        evidence: ['budget', 'risk', 'cost', '£', '$', '€'],
        gap: 'Keep a risk log and a budget line for your next project, and report both monthly.',
      },
      {
        label: 'Stakeholder communication',
        evidence: ['stakeholder', 'steering', 'report', 'client', 'status'],
        gap: 'Run the status report or steering meeting of one project.',
      },
      {
        label: 'Delivering on time',
        evidence: ['on time', 'delivered', 'launched', 'migrat', 'rolled out', 'completed'],
        gap: 'Name one project you delivered with its date, size and result.',
      },
      {
        label: 'A recognised method or certificate',
        evidence: ['prince2', 'pmp', 'agile', 'scrum', 'apm', 'kanban'],
        gap: 'Consider a short certificate (PRINCE2 Foundation, PMP or a Scrum course) if the ads you read ask for it.',
      },
    ],
    questions: [
      'Tell me about a project that went off track. How did you notice, and what did you do?',
      'How do you handle a stakeholder who keeps changing the scope?',
      'Walk me through how you plan a project from a one-line brief.',
    ],
  },
  {
    id: 'head-of-analytics',
    name: 'head of analytics',
    aliases: [
      'head of analytics',
      'analytics manager',
      'head of data',
      'analytics lead',
      'lead analyst',
    ],
    demands: [
      {
        label: 'Leading a team of analysts',
        evidence: ['led a team', 'team of', 'managed', 'mentor', 'hired', 'code review'],
        gap: 'Take formal responsibility for a small group of analysts or a graduate scheme.',
      },
      {
        label: 'Setting the analytics strategy and priorities',
        evidence: ['strategy', 'roadmap', 'prioriti', 'introduced', 'standard'],
        gap: 'Write a one-page plan for what analytics should deliver next year and share it with your manager.',
      },
      {
        label: 'Business impact in numbers',
        evidence: ['%', 'saving', 'revenue', 'cut', 'reduc', 'increas'],
        gap: 'Put a number on the effect of your two biggest pieces of work.',
      },
      {
        label: 'Senior stakeholders',
        evidence: ['stakeholder', 'board', 'director', 'commercial team', 'executive', 'managers'],
        gap: 'Present one piece of analysis to a director-level audience.',
      },
      {
        label: 'Modern data tooling',
        evidence: ['sql', 'python', 'tableau', 'power bi', 'looker', 'dbt', 'warehouse'],
        gap: 'Name the tools you chose or introduced, not only the ones you used.',
      },
    ],
    questions: [
      'How would you decide what the analytics team works on next quarter?',
      'Tell me about analysis that changed a decision at a senior level.',
      'How do you grow analysts who are stronger technically than you?',
    ],
  },
  {
    id: 'data-scientist',
    name: 'data scientist',
    aliases: ['data scientist', 'data science', 'machine learning engineer', 'ml engineer'],
    demands: [
      {
        label: 'Programming for analysis (Python or R)',
        evidence: ['python', 'pandas', 'scikit', 'notebook'],
        gap: 'Publish one analysis in Python on GitHub with a clear README.',
      },
      {
        label: 'Statistics and machine learning',
        evidence: [
          'model',
          'regression',
          'forecast',
          'machine learning',
          'classification',
          'statistic',
        ],
        gap: 'Build one predictive model end to end and write down how you validated it.',
      },
      {
        label: 'Experiments and causal thinking',
        evidence: ['a/b', 'experiment', 'test', 'causal', 'uplift'],
        gap: 'Design or analyse one A/B test and describe the decision it led to.',
      },
      {
        label: 'Getting data into shape',
        evidence: ['sql', 'pipeline', 'etl', 'spark', 'warehouse', 'automated'],
        gap: 'Show one data pipeline you built, however small.',
      },
      {
        label: 'Explaining results to the business',
        evidence: ['stakeholder', 'present', 'dashboard', 'commercial', 'managers', 'report'],
        gap: 'Write up one result for a non-technical reader, with the decision it supports.',
      },
    ],
    questions: [
      'Walk me through a model you built: the problem, the data, how you validated it, and what changed because of it.',
      'How would you check whether a new feature caused a rise in sales?',
      'Explain overfitting to a product manager.',
      'Tell me about a time the data disagreed with what stakeholders expected.',
    ],
  },
  {
    id: 'data-analyst',
    name: 'data analyst',
    aliases: ['data analyst', 'business intelligence analyst', 'bi analyst', 'reporting analyst'],
    demands: [
      {
        label: 'SQL',
        evidence: ['sql'],
        gap: 'Show one piece of work where you wrote the SQL yourself.',
      },
      {
        label: 'Dashboards and visualisation',
        evidence: ['tableau', 'power bi', 'looker', 'dashboard', 'visuali'],
        gap: 'Build one dashboard that a team uses weekly and say who uses it.',
      },
      {
        label: 'Statistics and forecasting',
        evidence: ['forecast', 'statistic', 'regression', 'a/b', 'model'],
        gap: 'Add one piece of statistical work (a test or a forecast) to your portfolio.',
      },
      {
        label: 'Business impact',
        evidence: ['%', 'saving', 'cut', 'reduc', 'increas'],
        gap: 'Put a number on what changed because of your analysis.',
      },
      {
        label: 'Working with stakeholders',
        evidence: ['stakeholder', 'commercial team', 'managers', 'requests', 'present'],
        gap: 'Name the teams you served and one decision your work informed.',
      },
    ],
    questions: [
      'Tell me about an analysis that changed a decision.',
      'How would you find out why sales dropped 10% last week?',
      'Here is a messy dataset: what do you check first?',
    ],
  },
  {
    id: 'software-engineer',
    name: 'software engineer',
    aliases: [
      'senior software engineer',
      'software engineer',
      'software developer',
      'backend engineer',
      'frontend engineer',
      'full stack developer',
      'web developer',
      'developer',
    ],
    demands: [
      {
        label: 'Strong in one or two languages',
        evidence: [
          'typescript',
          'javascript',
          'python',
          'java',
          'go',
          'c#',
          'node',
          'rust',
          'kotlin',
        ],
        gap: 'Pick the language the roles you want ask for and ship one project in it.',
      },
      {
        label: 'Design of systems and APIs',
        evidence: ['api', 'architect', 'design', 'system', 'service', 'microservice'],
        gap: 'Write a short design note for something you built: the options and why you chose one.',
      },
      {
        label: 'Quality: tests and code review',
        evidence: ['test', 'coverage', 'code review', 'ci'],
        gap: 'Add tests to a project and note the coverage or the bugs they caught.',
      },
      {
        label: 'Running software in production',
        evidence: [
          'kubernetes',
          'aws',
          'gcp',
          'azure',
          'deploy',
          'on-call',
          'docker',
          'production',
        ],
        gap: 'Take part in on-call or a deployment pipeline and describe one incident you handled.',
      },
      {
        label: 'Impact you can measure',
        evidence: ['%', 'cut', 'reduc', 'faster', 'latency', 'from'],
        gap: 'Put a number on one change you made (speed, cost, errors, users).',
      },
    ],
    questions: [
      'Design a URL shortener (or a system close to your own work): walk me through the trade-offs.',
      'Tell me about the hardest bug you have fixed.',
      'How do you review someone else’s code?',
      'Tell me about a time you disagreed on a technical approach.',
    ],
  },
  {
    id: 'ux-designer',
    name: 'UX designer',
    aliases: [
      'ux designer',
      'product designer',
      'ui designer',
      'ux/ui designer',
      'user experience designer',
    ],
    demands: [
      {
        label: 'User research',
        evidence: ['research', 'interview', 'usability', 'persona'],
        gap: 'Run five user interviews and show what you changed because of them.',
      },
      {
        label: 'Prototyping',
        evidence: ['figma', 'prototype', 'wireframe', 'sketch'],
        gap: 'Show one prototype, from sketch to tested version.',
      },
      {
        label: 'Testing and iteration',
        evidence: ['usability test', 'iterat', 'a/b', 'test'],
        gap: 'Show a design before and after a round of testing.',
      },
      {
        label: 'A portfolio with outcomes',
        evidence: ['portfolio', 'case study', '%'],
        gap: 'Write two case studies that end with what changed for users.',
      },
    ],
    questions: [
      'Walk me through a case study from problem to outcome.',
      'How do you handle feedback you disagree with?',
      'How do you decide what to research and what to just ship?',
    ],
  },
  {
    id: 'marketing-manager',
    name: 'marketing manager',
    aliases: [
      'marketing manager',
      'head of marketing',
      'growth marketer',
      'digital marketing manager',
    ],
    demands: [
      {
        label: 'Running campaigns end to end',
        evidence: ['campaign', 'launch'],
        gap: 'Own one campaign from brief to results.',
      },
      {
        label: 'Channels (SEO, paid, email, social)',
        evidence: ['seo', 'paid', 'ppc', 'email', 'social', 'content'],
        gap: 'Name the channels you ran and what each delivered.',
      },
      {
        label: 'Budget',
        evidence: ['budget', '£', '$', '€'],
        gap: 'Take responsibility for a budget line, however small.',
      },
      {
        label: 'Results in numbers',
        evidence: ['conversion', 'roi', 'cac', 'leads', '%'],
        gap: 'Report one campaign in conversion or return on spend.',
      },
    ],
    questions: [
      'Tell me about a campaign that failed and what you learned.',
      'How would you spend £50k to grow sign-ups next quarter?',
      'Which metrics do you watch weekly, and why?',
    ],
  },
  {
    id: 'account-executive',
    name: 'account executive',
    aliases: [
      'account executive',
      'sales manager',
      'sales executive',
      'business development manager',
      'account manager',
    ],
    demands: [
      {
        label: 'Hitting a quota',
        evidence: ['quota', 'target', '% of target', 'revenue'],
        gap: 'State your attainment against target for each year.',
      },
      {
        label: 'Building pipeline',
        evidence: ['pipeline', 'prospect', 'crm', 'salesforce', 'hubspot', 'leads'],
        gap: 'Show how much pipeline you generated yourself.',
      },
      {
        label: 'Negotiating and closing',
        evidence: ['closed', 'negotiat', 'deal', 'contract'],
        gap: 'Name your largest deal and what it took to close it.',
      },
      {
        label: 'Growing accounts',
        evidence: ['upsell', 'renewal', 'expansion', 'retention'],
        gap: 'Show one account you grew and by how much.',
      },
    ],
    questions: [
      'Sell me this product.',
      'Walk me through your biggest deal, from first contact to signature.',
      'Tell me about a quarter you missed target. What did you change?',
    ],
  },
  {
    id: 'business-analyst',
    name: 'business analyst',
    aliases: ['business analyst', 'systems analyst'],
    demands: [
      {
        label: 'Gathering requirements',
        evidence: ['requirement', 'user stor', 'workshop', 'specification'],
        gap: 'Run one requirements workshop and write the user stories.',
      },
      {
        label: 'Mapping processes',
        evidence: ['process', 'bpmn', 'workflow', 'as-is', 'to-be'],
        gap: 'Map one process as it is and as it should be.',
      },
      {
        label: 'Working with data',
        evidence: ['sql', 'excel', 'data', 'report'],
        gap: 'Show one analysis you did to support a requirement.',
      },
      {
        label: 'Stakeholders and testing',
        evidence: ['stakeholder', 'uat', 'testing', 'sign-off'],
        gap: 'Own user acceptance testing for one release.',
      },
    ],
    questions: [
      'How do you handle two stakeholders with conflicting requirements?',
      'Walk me through how you would map a process you have never seen.',
      'Tell me about a requirement you got wrong and how you found out.',
    ],
  },
  {
    id: 'instructional-designer',
    name: 'instructional designer',
    aliases: [
      'instructional designer',
      'instructional design',
      'learning designer',
      'learning and development',
    ],
    demands: [
      {
        label: 'Designing learning from objectives',
        evidence: ['curriculum', 'lesson', 'learning objective', 'addie', 'course'],
        gap: 'Redesign one unit you taught around written learning objectives.',
      },
      {
        label: 'E-learning tools',
        evidence: ['articulate', 'storyline', 'rise', 'lms', 'moodle', 'e-learning'],
        gap: 'Build one short module in Articulate Rise or a free tool and put it in a portfolio.',
      },
      {
        label: 'Assessing learning',
        evidence: ['assessment', 'evaluation', 'kirkpatrick', 'results', 'grades'],
        gap: 'Show how you measured whether people learned.',
      },
      {
        label: 'Working with subject experts',
        evidence: ['stakeholder', 'subject matter', 'sme', 'colleagues'],
        gap: 'Co-design one piece of training with an expert who is not a teacher.',
      },
    ],
    questions: [
      'Walk me through a learning experience you designed, from need to evaluation.',
      'How would you turn a 60-slide compliance deck into something people learn from?',
      'How do you know a course worked?',
    ],
  },
  {
    id: 'operations-manager',
    name: 'operations manager',
    aliases: ['operations manager', 'head of operations', 'ops manager'],
    demands: [
      {
        label: 'Improving processes',
        evidence: ['process', 'lean', 'six sigma', 'efficien', 'automat'],
        gap: 'Lead one process improvement and measure the before and after.',
      },
      {
        label: 'Running to KPIs',
        evidence: ['kpi', 'sla', 'target', 'metric'],
        gap: 'Own the weekly KPI review of one team.',
      },
      {
        label: 'Budget and cost',
        evidence: ['budget', 'cost', 'saving', '£', '$'],
        gap: 'Find and deliver one cost saving with a number on it.',
      },
      {
        label: 'Leading a team',
        evidence: ['team of', 'led', 'managed', 'supervis'],
        gap: 'Supervise a shift, rota or small team.',
      },
    ],
    questions: [
      'Tell me about a process you improved and how you measured it.',
      'How do you handle a team that keeps missing its targets?',
      'What would you look at first in a new operation?',
    ],
  },
  {
    id: 'customer-success-manager',
    name: 'customer success manager',
    aliases: ['customer success manager', 'customer success', 'csm'],
    demands: [
      {
        label: 'Onboarding customers',
        evidence: ['onboard', 'implementation', 'training'],
        gap: 'Own the onboarding of a handful of accounts.',
      },
      {
        label: 'Retention and renewals',
        evidence: ['retention', 'churn', 'renewal', 'nps'],
        gap: 'Track churn or renewal for your accounts and report it.',
      },
      {
        label: 'Growing accounts',
        evidence: ['upsell', 'expansion', 'cross-sell'],
        gap: 'Find one expansion opportunity and take it to sales.',
      },
      {
        label: 'Speaking for the customer',
        evidence: ['feedback', 'product team', 'advocate'],
        gap: 'Bring one customer insight to the product team and follow it through.',
      },
    ],
    questions: [
      'Tell me about a customer you saved from churning.',
      'How do you prioritise a book of 80 accounts?',
      'What would you do in your first month with a new portfolio?',
    ],
  },
  {
    id: 'customer-service-frontline',
    name: 'customer-facing',
    aliases: [
      'barista',
      'cashier',
      'sales assistant',
      'retail assistant',
      'shop assistant',
      'store associate',
      'sales associate',
      'crew member',
      'waiter',
      'waitress',
      'front of house',
    ],
    demands: [
      {
        label: 'Looking after customers',
        evidence: ['customer', 'service', 'served', 'helped'],
        gap: 'Have one story ready of helping someone who was unhappy or confused, from any setting.',
      },
      {
        label: 'Staying calm when it is busy',
        evidence: ['busy', 'rush', 'pressure', 'queue', 'peak'],
        gap: 'Think of a busy moment (an event, exams, a shift) and what you did to keep up.',
      },
      {
        label: 'Being reliable',
        evidence: ['reliable', 'on time', 'attendance', 'punctual'],
        gap: 'Know your availability exactly, and one example of showing up when it mattered.',
      },
      {
        label: 'Working in a team',
        evidence: ['team', 'colleague', 'together'],
        gap: 'A team from school, sport, volunteering or home counts: have one example.',
      },
    ],
    questions: [
      'What days and hours are you available?',
      'How would you handle a customer who says their order is wrong?',
      'The queue is out the door and a colleague has called in sick: what do you do?',
      'When have you been part of a team that pulled together? School, sport or volunteering counts.',
    ],
    guides: {
      'What days and hours are you available?':
        'Give your real days and hours, and name fixed commitments (classes, caring) up front. A clear, honest answer matters more to a shift manager than saying you are free all the time.',
      'How would you handle a customer who says their order is wrong?':
        'Listen without arguing, apologise, put it right (remake it or offer a replacement), and say you would bring in a supervisor if it went beyond what you can fix.',
      'The queue is out the door and a colleague has called in sick: what do you do?':
        'Stay calm, do your own station fast and well, keep customers told what is happening, and ask the shift lead where you are most useful. They want to hear that you would not freeze or go quiet.',
    },
    nameAsSaid: true,
  },
  {
    id: 'consultant',
    name: 'management consultant',
    aliases: ['management consultant', 'strategy consultant', 'consultant'],
    demands: [
      {
        label: 'Structuring problems',
        evidence: ['framework', 'hypothes', 'structur', 'analysis'],
        gap: 'Write one problem up as an issue tree with your recommendation.',
      },
      {
        label: 'Analysis and modelling',
        evidence: ['model', 'excel', 'sql', 'forecast', 'analysis'],
        gap: 'Build one model that supports a recommendation.',
      },
      {
        label: 'Client delivery',
        evidence: ['client', 'stakeholder', 'workshop', 'delivered'],
        gap: 'Lead one workstream in front of a client or internal sponsor.',
      },
      {
        label: 'Storytelling with slides',
        evidence: ['present', 'deck', 'board', 'report'],
        gap: 'Present one recommendation to senior people in ten slides or fewer.',
      },
    ],
    questions: [
      'Case: a retailer’s profits fell 20% in a year. How would you find out why?',
      'Tell me about a time you changed a client’s mind.',
      'How do you work with a team member who is not delivering?',
    ],
  },
];
