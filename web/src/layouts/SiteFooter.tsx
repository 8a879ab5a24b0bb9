import './SiteFooter.css';

import { defineMessages, FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';

import { PRIVACY_PATH, TERMS_PATH } from '../components/LegalNotice';
import { Icon, type IconName } from '../components/ui';

const messages = defineMessages({
  brand: { id: 'layout.brand.name', defaultMessage: 'Rihla' },
  social: { id: 'layout.footer.social', defaultMessage: 'Social media' },
  explore: { id: 'layout.footer.explore', defaultMessage: 'Explore' },
  packages: { id: 'layout.footer.packages', defaultMessage: 'Umrah packages' },
  customTrip: { id: 'layout.footer.customTrip', defaultMessage: 'Plan a custom trip' },
  training: { id: 'layout.footer.training', defaultMessage: 'Pilgrim preparation' },
  book: { id: 'layout.footer.book', defaultMessage: 'Book a journey' },
  company: { id: 'layout.footer.company', defaultMessage: 'Company' },
  about: { id: 'layout.footer.about', defaultMessage: 'About Rihla' },
  consultation: { id: 'layout.footer.consultation', defaultMessage: 'Free consultation' },
  login: { id: 'layout.footer.login', defaultMessage: 'Customer login' },
  privacy: { id: 'layout.footer.privacy', defaultMessage: 'Privacy policy' },
  terms: { id: 'layout.footer.terms', defaultMessage: 'Terms of booking' },
  facebook: { id: 'layout.footer.facebook', defaultMessage: 'Rihla on Facebook' },
  instagram: { id: 'layout.footer.instagram', defaultMessage: 'Rihla on Instagram' },
  youtube: { id: 'layout.footer.youtube', defaultMessage: 'Rihla on YouTube' },
  whatsapp: { id: 'layout.footer.whatsapp', defaultMessage: 'Message Rihla on WhatsApp' },
});

/** The footer's link columns, each a navigation landmark named after its heading. */
const LINK_COLUMNS: { heading: MessageDescriptor; links: { to: string; label: MessageDescriptor }[] }[] = [
  {
    heading: messages.explore,
    links: [
      { to: '/packages', label: messages.packages },
      { to: '/custom-book', label: messages.customTrip },
      { to: '/training', label: messages.training },
      { to: '/book', label: messages.book },
    ],
  },
  {
    heading: messages.company,
    links: [
      { to: '/#about', label: messages.about },
      { to: '/consultation', label: messages.consultation },
      { to: '/login', label: messages.login },
      { to: PRIVACY_PATH, label: messages.privacy },
      { to: TERMS_PATH, label: messages.terms },
    ],
  },
];

// Rihla's own accounts (a platform's home page would be a link that says "Rihla on Instagram" and is not). WhatsApp
// opens a chat with the care line below.
const SOCIAL_LINKS: { href: string; label: MessageDescriptor; icon: IconName }[] = [
  { href: 'https://www.facebook.com/rihla.travel', label: messages.facebook, icon: 'facebook' },
  { href: 'https://www.instagram.com/rihla.travel', label: messages.instagram, icon: 'instagram' },
  { href: 'https://www.youtube.com/@rihla.travel', label: messages.youtube, icon: 'youtube' },
  { href: 'https://wa.me/442000000000', label: messages.whatsapp, icon: 'whatsapp' },
];

// Addresses, not language: the same in every version of the site.
const CARE_EMAIL = 'care@rihla.travel';
const CARE_PHONE = '+44 20 0000 0000';

export function SiteFooter() {
  const intl = useIntl();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <p className="site-footer__name">{intl.formatMessage(messages.brand)}</p>
          <p className="site-footer__tagline">
            <FormattedMessage
              id="layout.footer.tagline"
              defaultMessage="Umrah journeys planned with care — from the first question to the last step home."
            />
          </p>
          <ul className="site-footer__social" aria-label={intl.formatMessage(messages.social)}>
            {SOCIAL_LINKS.map((link) => (
              <li key={link.icon}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={intl.formatMessage(link.label)}
                >
                  <Icon name={link.icon} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        {LINK_COLUMNS.map((column) => {
          const heading = intl.formatMessage(column.heading);
          return (
            <nav key={column.links[0].to} aria-label={heading} className="site-footer__column">
              <p className="site-footer__heading">{heading}</p>
              <ul>
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{intl.formatMessage(link.label)}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          );
        })}
        <div className="site-footer__column">
          <p className="site-footer__heading">
            <FormattedMessage id="layout.footer.contact" defaultMessage="Contact" />
          </p>
          <ul>
            <li>
              <a href={`mailto:${CARE_EMAIL}`}>{CARE_EMAIL}</a>
            </li>
            <li>
              {/* A phone number reads left to right in Arabic text too. */}
              <a href={`tel:${CARE_PHONE.replaceAll(' ', '')}`} dir="ltr">
                {CARE_PHONE}
              </a>
            </li>
            <li className="site-footer__muted">
              <FormattedMessage id="layout.footer.hours" defaultMessage="Sat–Thu, 9:00–18:00" />
            </li>
          </ul>
        </div>
      </div>
      <div className="container site-footer__legal">
        <p>
          <FormattedMessage
            id="layout.footer.copyright"
            defaultMessage="© {year} Rihla Travel. All rights reserved."
            values={{ year: String(new Date().getFullYear()) }}
          />
        </p>
        <p>
          <FormattedMessage
            id="layout.footer.licence"
            defaultMessage="Licensed Umrah operator · Secure card payments"
          />
        </p>
      </div>
    </footer>
  );
}
