import type { Article } from '../../../common/contracts/literature.contract';

/**
 * Invented articles for the browser mock (dev, Storybook, page tests), in the contract's shape:
 * PMIDs from 10000001 and DOIs under the 10.5555 test prefix, so nothing here cites a real paper.
 * `keywords` feed the mock's matching only; `abstract` is the article's abstract, or what the
 * source does when asked for it: `'unreachable'` (502) or `null` (no abstract: 404).
 */
export interface FixtureArticle {
  article: Article;
  keywords: string;
  abstract: { label: string | null; text: string }[] | 'unreachable' | null;
}

const pubmed = (pmid: string) => `https://pubmed.ncbi.nlm.nih.gov/${pmid}/`;
const epmc = (src: string, id: string) => `https://europepmc.org/article/${src}/${id}`;
const doi = (value: string) => `https://doi.org/${value}`;

export const FIXTURE_ARTICLES: readonly FixtureArticle[] = [
  {
    article: {
      key: 'pmid:10000001',
      pmid: '10000001',
      doi: '10.5555/praxis.0001',
      pmcid: 'PMC9000001',
      title:
        'Prolonged exposure therapy versus present-centred therapy for posttraumatic stress disorder in community clinics: a randomized controlled trial',
      authors: [
        'Foa EB',
        'Yadin E',
        'McLean CP',
        'Zandberg LJ',
        'Rosenfield D',
        'Peterson AL',
        'Mintz J',
        'Young-McCaughan S',
        'Borah EV',
        'Dondanville KA',
      ],
      authorCount: 14,
      journal: 'Journal of Traumatic Stress Studies',
      year: 2018,
      types: ['rct'],
      freeFullText: true,
      sources: ['pubmed', 'europepmc'],
      links: {
        pubmed: pubmed('10000001'),
        europepmc: epmc('MED', '10000001'),
        doi: doi('10.5555/praxis.0001'),
        fullText: 'https://www.ncbi.nlm.nih.gov/pmc/articles/PMC9000001/',
      },
    },
    keywords: 'ptsd trauma exposure prolonged',
    abstract: [
      {
        label: 'BACKGROUND',
        text: 'Prolonged exposure is a first-line treatment for posttraumatic stress disorder.',
      },
      {
        label: 'METHODS',
        text: 'Adults with PTSD were randomly assigned to 12 weekly sessions of either therapy.',
      },
      {
        label: 'RESULTS',
        text: 'Symptoms fell more with prolonged exposure at 12 weeks and at 6 months.',
      },
      {
        label: 'CONCLUSIONS',
        text: 'Prolonged exposure can be delivered effectively in community clinics.',
      },
    ],
  },
  {
    article: {
      key: 'pmid:10000002',
      pmid: '10000002',
      doi: '10.5555/praxis.0002',
      title: 'Cognitive processing therapy for PTSD: a systematic review and meta-analysis',
      authors: ['Resick PA', 'Monson CM', 'Chard KM'],
      authorCount: 3,
      journal: 'Clinical Psychology Review',
      year: 2021,
      types: ['systematic-review', 'meta-analysis'],
      freeFullText: false,
      sources: ['pubmed'],
      links: { pubmed: pubmed('10000002'), doi: doi('10.5555/praxis.0002') },
    },
    keywords: 'ptsd trauma cognitive processing cpt',
    abstract: [
      {
        label: null,
        text: 'Across 41 trials, cognitive processing therapy reduced PTSD symptoms compared with waiting list and usual care.',
      },
    ],
  },
  {
    article: {
      key: 'doi:10.5555/praxis.0003',
      doi: '10.5555/praxis.0003',
      title:
        'Exposure and response prevention for obsessive-compulsive disorder in adolescents: guideline update',
      authors: ['Abramowitz JS', 'Storch EA'],
      authorCount: 2,
      journal: 'Child and Adolescent Mental Health',
      year: 2023,
      types: ['guideline'],
      freeFullText: true,
      sources: ['europepmc'],
      links: {
        europepmc: epmc('AGR', 'praxis0003'),
        doi: doi('10.5555/praxis.0003'),
        fullText: epmc('AGR', 'praxis0003'),
      },
    },
    keywords: 'ocd obsessive compulsive erp exposure adolescent',
    abstract: [
      {
        label: 'RECOMMENDATIONS',
        text: 'Offer exposure and response prevention as the first treatment for adolescents with OCD.',
      },
    ],
  },
  {
    article: {
      key: 'pmid:10000004',
      pmid: '10000004',
      doi: '10.5555/praxis.0004',
      pmcid: 'PMC9000004',
      title: 'Digital cognitive behavioural therapy for insomnia: a randomised controlled trial',
      authors: ['Espie CA', 'Kyle SD', 'Hames P'],
      authorCount: 6,
      journal: 'Sleep Medicine Trials',
      year: 2019,
      types: ['rct'],
      freeFullText: true,
      sources: ['pubmed', 'europepmc'],
      links: {
        pubmed: pubmed('10000004'),
        europepmc: epmc('MED', '10000004'),
        doi: doi('10.5555/praxis.0004'),
        fullText: 'https://www.ncbi.nlm.nih.gov/pmc/articles/PMC9000004/',
      },
    },
    keywords: 'insomnia sleep cbt cbt-i cognitive behavioural',
    abstract: [
      { label: 'OBJECTIVE', text: 'To test digital CBT for insomnia against sleep hygiene.' },
      { label: 'RESULTS', text: 'Insomnia severity fell by 6 points more than with hygiene.' },
    ],
  },
  {
    article: {
      key: 'pmid:10000005',
      pmid: '10000005',
      title:
        'Behavioural activation versus cognitive behavioural therapy for depression: a non-inferiority trial',
      authors: ['Richards DA', 'Ekers D'],
      authorCount: 2,
      journal: 'Depression Research',
      year: 2016,
      types: ['rct'],
      freeFullText: false,
      sources: ['pubmed', 'europepmc'],
      links: { pubmed: pubmed('10000005'), europepmc: epmc('MED', '10000005') },
    },
    keywords: 'depression behavioural activation cbt cognitive',
    abstract: 'unreachable',
  },
  {
    article: {
      key: 'pmid:10000006',
      pmid: '10000006',
      title:
        'Internet-delivered, therapist-guided, trauma-focused cognitive behavioural therapy with written exposure components for posttraumatic stress disorder and comorbid depressive symptoms among refugees resettled in high-income countries after prolonged displacement',
      authors: ['Knaevelsrud C', 'Böttche M'],
      authorCount: 2,
      journal: 'Global Mental Health',
      year: 2024,
      types: [],
      freeFullText: false,
      sources: ['pubmed'],
      links: { pubmed: pubmed('10000006') },
    },
    keywords: 'ptsd trauma depression internet refugees exposure cbt',
    abstract: null,
  },
  {
    article: {
      key: 'pmid:10000007',
      pmid: '10000007',
      doi: '10.5555/praxis.0007',
      title: 'Dialectical behaviour therapy for self-harm in adolescents: a meta-analysis',
      authors: ['Linehan MM', 'McCauley E'],
      authorCount: 2,
      journal: 'Suicide and Life-Threatening Behaviour',
      year: 2020,
      types: ['meta-analysis'],
      freeFullText: false,
      sources: ['pubmed', 'europepmc'],
      links: {
        pubmed: pubmed('10000007'),
        europepmc: epmc('MED', '10000007'),
        doi: doi('10.5555/praxis.0007'),
      },
    },
    keywords: 'dbt self-harm adolescent borderline',
    abstract: [{ label: null, text: 'DBT reduced self-harm in adolescents across six trials.' }],
  },
  {
    article: {
      key: 'epmc:PPR:PPR900008',
      title: 'Eye movement desensitization and reprocessing for PTSD: an updated systematic review',
      authors: ['Shapiro F'],
      authorCount: 1,
      journal: 'Preprint server',
      year: 2025,
      types: ['systematic-review'],
      freeFullText: true,
      sources: ['europepmc'],
      links: {
        europepmc: epmc('PPR', 'PPR900008'),
        fullText: epmc('PPR', 'PPR900008'),
      },
    },
    keywords: 'ptsd trauma emdr eye movement',
    abstract: [{ label: null, text: 'EMDR was as effective as trauma-focused CBT in 12 trials.' }],
  },
];
