import './SiteFooter.css';

import { Link } from 'react-router-dom';

import { Icon, type IconName } from '../components/ui';

/** The footer's link columns, each a navigation landmark named after its heading. */
const LINK_COLUMNS = [
  {
    heading: 'Explore',
    links: [
      { to: '/packages', label: 'Umrah packages' },
      { to: '/custom-book', label: 'Plan a custom trip' },
      { to: '/training', label: 'Pilgrim preparation' },
      { to: '/book', label: 'Book a journey' },
    ],
  },
  {
    heading: 'Company',
    links: [
      { to: '/#about', label: 'About Rihla' },
      { to: '/consultation', label: 'Free consultation' },
      { to: '/login', label: 'Customer login' },
    ],
  },
];

// Rihla's own accounts (a platform's home page would be a link that says "Rihla on Instagram" and is not). WhatsApp
// opens a chat with the care line below.
const SOCIAL_LINKS: { href: string; label: string; icon: IconName }[] = [
  { href: 'https://www.facebook.com/rihla.travel', label: 'Rihla on Facebook', icon: 'facebook' },
  { href: 'https://www.instagram.com/rihla.travel', label: 'Rihla on Instagram', icon: 'instagram' },
  { href: 'https://www.youtube.com/@rihla.travel', label: 'Rihla on YouTube', icon: 'youtube' },
  { href: 'https://wa.me/442000000000', label: 'Message Rihla on WhatsApp', icon: 'whatsapp' },
];

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <p className="site-footer__name">Rihla</p>
          <p className="site-footer__tagline">
            Umrah journeys planned with care — from the first question to the last step home.
          </p>
          <ul className="site-footer__social" aria-label="Social media">
            {SOCIAL_LINKS.map((link) => (
              <li key={link.icon}>
                <a href={link.href} target="_blank" rel="noopener noreferrer" aria-label={link.label}>
                  <Icon name={link.icon} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        {LINK_COLUMNS.map((column) => (
          <nav key={column.heading} aria-label={column.heading} className="site-footer__column">
            <p className="site-footer__heading">{column.heading}</p>
            <ul>
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div className="site-footer__column">
          <p className="site-footer__heading">Contact</p>
          <ul>
            <li>
              <a href="mailto:care@rihla.travel">care@rihla.travel</a>
            </li>
            <li>
              <a href="tel:+442000000000">+44 20 0000 0000</a>
            </li>
            <li className="site-footer__muted">Sat–Thu, 9:00–18:00</li>
          </ul>
        </div>
      </div>
      <div className="container site-footer__legal">
        <p>© {new Date().getFullYear()} Rihla Travel. All rights reserved.</p>
        <p>Licensed Umrah operator · Secure card payments</p>
      </div>
    </footer>
  );
}
