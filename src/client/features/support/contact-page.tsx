import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SUPPORT_CATEGORIES,
  SUPPORT_LIMITS,
  supportProblem,
  type SupportCategory,
} from '#shared/contracts/support';
import { submitTicket } from './support-api';
import { useSiteInfo } from '#client/lib/use-site-info';
import { usePageTitle } from '#client/ui/use-page-title';
import { contactErrorMessage } from './contact-error-message';
import { mailFallbackLink } from './mail-fallback';
import './contact-page.css';

const EMPTY = { name: '', email: '', subject: '', message: '' };
type Status =
  | { kind: 'idle' }
  | { kind: 'submitting' }
  | { kind: 'success'; ticketId: string }
  /** `sendFailed`: the form was fine but sending it failed, so email is offered instead. */
  | { kind: 'error'; message: string; sendFailed: boolean };

/** /contact: the support form of SPEC §2 and §4 (idle, sending, success with the ticket, error). */
export function ContactPage() {
  const { t } = useTranslation();
  const info = useSiteInfo();
  const [fields, setFields] = useState(EMPTY);
  const [category, setCategory] = useState<SupportCategory>('general');
  const [website, setWebsite] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  usePageTitle(t('contact.title'));

  const submit = async () => {
    const problem = supportProblem(fields);
    if (problem !== undefined) {
      setStatus({ kind: 'error', message: t(`contact.errors.${problem}`), sendFailed: false });
      return;
    }
    setStatus({ kind: 'submitting' });
    try {
      const reply = await submitTicket({ ...fields, category, website });
      setFields(EMPTY);
      setStatus({ kind: 'success', ticketId: reply.ticketId });
    } catch (error) {
      setStatus({ kind: 'error', message: contactErrorMessage(error, t), sendFailed: true });
    }
  };

  const fallback = info === undefined ? undefined : mailFallbackLink(info, { ...fields, category });
  const field = (name: keyof typeof EMPTY, type: 'text' | 'email' = 'text') => (
    <div className="field">
      <label htmlFor={`contact-${name}`}>{t(`contact.${name}`)}</label>
      {name === 'message' ? (
        <textarea
          id={`contact-${name}`}
          required
          rows={6}
          maxLength={SUPPORT_LIMITS.message}
          value={fields[name]}
          onChange={(event) => setFields({ ...fields, [name]: event.target.value })}
        />
      ) : (
        <input
          id={`contact-${name}`}
          type={type}
          required
          maxLength={SUPPORT_LIMITS[name]}
          autoComplete={name === 'name' ? 'name' : name === 'email' ? 'email' : 'off'}
          value={fields[name]}
          onChange={(event) => setFields({ ...fields, [name]: event.target.value })}
        />
      )}
    </div>
  );

  return (
    <div className="page contact">
      <h1>{t('contact.title')}</h1>
      <p className="contact__lead">{t('contact.lead')}</p>
      <div className="contact__grid">
        <form
          className="card contact__form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <div className="field">
            <label htmlFor="contact-category">{t('contact.category')}</label>
            <select
              id="contact-category"
              value={category}
              onChange={(event) => setCategory(event.target.value as SupportCategory)}
            >
              {SUPPORT_CATEGORIES.map((value) => (
                <option key={value} value={value}>
                  {t(`contact.categories.${value}`)}
                </option>
              ))}
            </select>
          </div>
          {field('name')}
          {field('email', 'email')}
          {field('subject')}
          {field('message')}
          <div className="contact__honeypot" aria-hidden="true">
            <label htmlFor="contact-website">Website</label>
            <input
              id="contact-website"
              tabIndex={-1}
              autoComplete="off"
              value={website}
              onChange={(event) => setWebsite(event.target.value)}
            />
          </div>
          {status.kind === 'error' ? (
            <div className="form-error" role="alert">
              <p>{status.message}</p>
              {status.sendFailed ? (
                <p>
                  {fallback === undefined ? t('contact.fallbackMissing') : t('contact.fallback')}{' '}
                  {fallback === undefined ? null : (
                    <a href={fallback}>
                      {category === 'privacy' ? info?.privacyEmail : info?.contactEmail}
                    </a>
                  )}
                </p>
              ) : null}
            </div>
          ) : null}
          {status.kind === 'success' ? (
            <div className="contact__success" role="status">
              <p>{t('contact.success')}</p>
              <p>{t('contact.ticket', { ticketId: status.ticketId })}</p>
            </div>
          ) : null}
          <button
            type="submit"
            className="button button--primary button--large"
            disabled={status.kind === 'submitting'}
          >
            {status.kind === 'submitting' ? t('contact.sending') : t('contact.send')}
          </button>
        </form>
        <aside className="card contact__side" aria-labelledby="contact-side-title">
          <h2 id="contact-side-title">{t('contact.sideTitle')}</h2>
          <p>{t('contact.sideText')}</p>
          <h2>{t('contact.timesTitle')}</h2>
          <ul>
            <li>{t('contact.timeGeneral')}</li>
            <li>{t('contact.timeTechnical')}</li>
            <li>{t('contact.timePrivacy')}</li>
          </ul>
        </aside>
      </div>
    </div>
  );
}
