/**
 * Name pools for fictional demo patients, by culture (transliterated to Latin script, with the
 * language's own diacritics). A given name may carry the preferred name its bearer goes by.
 */
export interface GivenName {
  name: string;
  sex: 'female' | 'male';
  preferred?: string;
}

export interface NamePool {
  culture: string;
  given: readonly GivenName[];
  family: readonly string[];
  /** How many of the clinic's patients come from this pool (it is in Bucharest). */
  weight: number;
}

const f = (name: string, preferred?: string): GivenName => ({ name, sex: 'female', preferred });
const m = (name: string, preferred?: string): GivenName => ({ name, sex: 'male', preferred });

export const NAME_POOLS: readonly NamePool[] = [
  {
    culture: 'Romanian',
    weight: 16,
    given: [
      f('Ioana', 'Nana'),
      f('Maria'),
      f('Elena'),
      f('Andreea'),
      f('Ana-Maria'),
      f('Cristina'),
      f('Mihaela'),
      m('Alexandru', 'Alex'),
      m('Ștefan'),
      m('Andrei'),
      m('Gheorghe', 'Gigi'),
      m('Vlad'),
      m('Bogdan'),
      m('Radu'),
    ],
    family: [
      'Popescu',
      'Ionescu',
      'Constantinescu',
      'Dumitrescu',
      'Stoica',
      'Munteanu',
      'Marinescu',
      'Țăranu',
      'Georgescu',
      'Răducanu',
      'Petrescu-Vlădoianu',
      'Lungu',
    ],
  },
  {
    culture: 'French',
    weight: 8,
    given: [f('Zoé'), f('Camille'), f('Hélène'), m('Étienne'), m('Jean-Baptiste', 'JB'), m('Luc')],
    family: ['Lefèvre', 'Moreau', 'Dubois', 'Girard', 'Fontaine', 'Rousseau'],
  },
  {
    culture: 'Chinese',
    weight: 8,
    given: [
      f('Mei'),
      f('Xiaoling', 'Lily'),
      f('Yuting'),
      m('Wei', 'David'),
      m('Jian'),
      m('Haoran'),
    ],
    family: ['Zhang', 'Wang', 'Li', 'Chen', 'Liu', 'Huang'],
  },
  {
    culture: 'English',
    weight: 8,
    given: [
      f('Margaret', 'Peggy'),
      f('Olivia'),
      f('Charlotte'),
      m('Thomas', 'Tom'),
      m('Oliver'),
      m('Harry'),
    ],
    family: ['Whitfield', 'Thompson', 'Ashworth', 'Bennett', 'Clarke', 'Hughes'],
  },
  {
    culture: 'Arabic',
    weight: 8,
    given: [f('Fatima'), f('Layla'), f('Noor'), m('Youssef'), m('Omar'), m('Karim')],
    family: ['Haddad', 'El-Sayed', 'Mansour', 'Khoury', 'Al-Rashid', 'Nassar'],
  },
];

/** Relations named in a patient's (fictional) emergency contact. */
export const CONTACT_RELATIONS = ['partner', 'mother', 'father', 'sister', 'brother', 'friend'];
