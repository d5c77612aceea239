import { describe, expect, it } from 'vitest';
import { takePatientSearch } from './patient-search-handoff';
import { ROUTES } from '../../config/constants';
import { createTranslator, englishTranslator } from '../../i18n/i18n';
import fr from '../../i18n/messages/fr';
import { PRODUCT_PAGES } from '../product-pages';
import {
  breadcrumbTrail,
  isProductPage,
  MENU,
  navGroups,
  patientListSearch,
  searchablePages,
} from './panel-menu';

const t = englishTranslator;

describe('panel menu', () => {
  it("has one group, 'welcome', with the five items of the spec in order", () => {
    expect(MENU.map((group) => group.id)).toEqual(['welcome']);
    expect(navGroups(t)[0]?.items.map((item) => [item.label, item.href])).toEqual([
      ['Organization', '/app/panels/hospital/organization'],
      ['Practitioner dashboard', '/app/panels/hospital/practitionerdashboard'],
      ['Practitioners', '/app/panels/hospital/practitioner'],
      ['Patients', '/app/panels/hospital/patient'],
      ['Literature search', '/app/panels/hospital/searchliterature'],
      ['Knowledge search', '/app/panels/hospital/searchknowledge'],
    ]);
  });

  it('gives every menu item an icon', () => {
    expect(navGroups(t)[0]?.items.every((item) => item.icon !== undefined)).toBe(true);
  });

  it('translates labels with the active language', () => {
    const french = createTranslator('fr', fr);
    expect(navGroups(french)[0]?.label).toBe('Bienvenue');
    expect(navGroups(french)[0]?.items[0]?.label).toBe('Organisation');
  });

  it('offers the search only the pages that open on their own, each with its own title', () => {
    const pages = searchablePages(t);
    expect(pages.map((page) => page.id)).toEqual([
      'organization',
      'practitioner',
      'patient',
      'practitionerdashboard',
      'searchknowledge',
      'searchliterature',
    ]);
    expect(new Set(pages.map((page) => page.label)).size).toBe(pages.length);
  });

  it("keeps out of the search every page that shows a patient's or a session's record", () => {
    const offered = new Set(searchablePages(t).map((page) => page.id));
    const needingARecord = PRODUCT_PAGES.filter((page) => !offered.has(page));
    expect(needingARecord).toEqual([
      'patientdashboard',
      'patientviewsession',
      'therapyintakeform',
      'therapydapform',
      'therapydapformai',
      'therapysoapform',
      'therapysoapformai',
      'speechentry',
    ]);
  });

  it('links a name to the patient list by its plain address and hands the name over in memory', () => {
    expect(patientListSearch.href).toBe('/app/panels/hospital/patient');
    patientListSearch.search(' Anne-Marie D’Arc ');
    expect(takePatientSearch()).toBe('Anne-Marie D’Arc');
    // Taken once: the list opened later from the menu is the plain list.
    expect(takePatientSearch()).toBeNull();
  });

  it('builds the breadcrumb of a menu page from its group and menu label', () => {
    expect(breadcrumbTrail('patient', t)).toEqual([{ label: 'Welcome' }, { label: 'Patients' }]);
  });

  it('names the session page for booking when its address books a session for a patient', () => {
    expect(breadcrumbTrail('patientviewsession', t, '?patientId=p1').at(-1)).toEqual({
      label: 'Book a session',
    });
    expect(breadcrumbTrail('patientviewsession', t, '?id=s1').at(-1)).toEqual({
      label: 'Patient session',
    });
    // The page shows the session when the address names both, so the trail does too.
    expect(breadcrumbTrail('patientviewsession', t, '?id=s1&patientId=p1').at(-1)?.label).toBe(
      'Patient session',
    );
    const french = createTranslator('fr', fr);
    expect(breadcrumbTrail('patientviewsession', french, '?patientId=p1').at(-1)?.label).toBe(
      'Planifier une séance',
    );
  });

  it('hangs a page outside the menu under Home, which links to the organization page', () => {
    expect(breadcrumbTrail('speechentry', t)).toEqual([
      { label: 'Home', href: ROUTES.landing },
      { label: 'Speech entry' },
    ]);
  });

  it('links Home to the member’s home when it is given: the day, for a member who has one (issue 30)', () => {
    expect(breadcrumbTrail('speechentry', t, '', ROUTES.day)[0]).toEqual({
      label: 'Home',
      href: '/app/panels/hospital/practitionerdashboard',
    });
  });

  it('recognises only the spec product pages', () => {
    expect(isProductPage('organization')).toBe(true);
    expect(isProductPage('analytics')).toBe(false);
    expect(isProductPage(undefined)).toBe(false);
  });
});
