// @vitest-environment jsdom
import { CLINIC_NAME_META, DEFAULT_CLINIC_SHORT_NAME, privateWordsIn } from '@clinic/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '../config/paths';
import { ROLE_MENU } from '../config/role-menu';
import { clearSession } from '../lib/auth/session';
import { appMessages } from '../messages';
import { renderRoutes, signIn } from '../test/render';
import { siteMessages } from './clinic-messages';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

const renderHeader = () =>
  renderRoutes(
    [
      {
        path: '*',
        element: (
          <>
            <SiteHeader onLogout={() => {}} />
            <SiteFooter />
          </>
        ),
      },
    ],
    '/',
  );

const toggle = () => screen.getByRole('button', { name: appMessages.siteMenu });
const phoneMenu = () => screen.queryByRole('navigation', { name: appMessages.siteMenu });

describe('the site header', () => {
  afterEach(() => {
    clearSession();
    document.head.querySelector(`meta[name="${CLINIC_NAME_META}"]`)?.remove();
  });

  it("names the clinic by the server's neutral short name in the logo, the header and the footer", () => {
    const meta = document.createElement('meta');
    meta.name = CLINIC_NAME_META;
    meta.content = 'Phòng khám An Tâm';
    document.head.append(meta);
    renderHeader();
    expect(screen.getByRole('link', { name: `Phòng khám An Tâm - ${appMessages.navHome}` })).toBeTruthy();
    expect(screen.getAllByText('Phòng khám An Tâm').length).toBeGreaterThanOrEqual(2);
    const year = new Date().getFullYear();
    expect(screen.getByText(siteMessages.footerCopyright(year, 'Phòng khám An Tâm'))).toBeTruthy();
    expect(screen.getByRole('banner').textContent).not.toMatch(/HIV/);
    expect(privateWordsIn(screen.getByRole('contentinfo').textContent ?? '')).toEqual([]);
  });

  it('falls back to the default short name when the page carries none', () => {
    renderHeader();
    expect(
      screen.getByRole('link', { name: `${DEFAULT_CLINIC_SHORT_NAME} - ${appMessages.navHome}` }),
    ).toBeTruthy();
    expect(screen.getByRole('banner').textContent).not.toMatch(/HIV/);
  });

  it('holds only the public links for a visitor', () => {
    renderHeader();
    fireEvent.click(toggle());
    const menu = phoneMenu() as HTMLElement;
    expect(
      within(menu)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual([appMessages.navHome, appMessages.navArticles, appMessages.navContact]);
    expect(within(menu).queryByText(siteMessages.myPages)).toBeNull();
  });

  it("holds a signed-in patient's own pages first, then the public links", () => {
    signIn('Patient', { patientId: 7, fullName: 'Lan' });
    renderHeader();
    fireEvent.click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    const menu = phoneMenu() as HTMLElement;
    const own = within(menu).getByRole('list', { name: siteMessages.myPages });
    expect(
      within(own)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual([paths.dashboards.Patient, ...ROLE_MENU.Patient.map((e) => e.to)]);
    expect(within(own).getByRole('link', { name: 'Sức khỏe của tôi' }).getAttribute('href')).toBe(
      paths.patient.myHealth,
    );
    expect(within(menu).getByRole('link', { name: appMessages.navArticles })).toBeTruthy();
  });

  it('closes on Escape and gives the focus back to its button', () => {
    signIn('Doctor', { doctorId: 2, fullName: 'An' });
    renderHeader();
    fireEvent.click(toggle());
    const link = within(phoneMenu() as HTMLElement).getByRole('link', { name: ROLE_MENU.Doctor[1]?.label });
    link.focus();
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(phoneMenu()).toBeNull();
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle());
  });

  it('closes when a link of it is followed', async () => {
    signIn('Patient', { patientId: 7, fullName: 'Lan' });
    const router = renderHeader();
    fireEvent.click(toggle());
    fireEvent.click(within(phoneMenu() as HTMLElement).getByRole('link', { name: 'Sức khỏe của tôi' }));
    await screen.findByRole('button', { name: appMessages.siteMenu, expanded: false });
    expect(router.state.location.pathname).toBe(paths.patient.myHealth);
    expect(phoneMenu()).toBeNull();
  });

  it('closes when the user moves to another screen another way (the back button)', async () => {
    const router = renderHeader();
    fireEvent.click(toggle());
    expect(phoneMenu()).not.toBeNull();
    await router.navigate(paths.articles);
    await screen.findByRole('button', { name: appMessages.siteMenu, expanded: false });
    expect(phoneMenu()).toBeNull();
  });
});
