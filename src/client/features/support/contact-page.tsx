import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SUPPORT_CATEGORIES,
  SUPPORT_FIELDS,
  SUPPORT_LIMITS,
  supportFieldProblems,
  type SupportCategory,
  type SupportField,
  type SupportProblem,
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
  /** The form was fine but sending it failed, so email is offered instead. */
  | { kind: 'error'; message: string };

/** /contact: the support form of SPEC §2 and §4 (idle, sending, success with the ticket, error). */
export function ContactPage() {
  const { t } = useTranslation();
  const info = useSiteInfo();
  const [fields, setFields] = useState(EMPTY);
  const [category, setCategory] = useState<SupportCategory>('general');
  const [website, setWebsite] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  /** Each field's problem from the last Send, beside the field until it is put right. */
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<SupportField, SupportProblem>>>({});
  const inputs = useRef<Partial<Record<SupportField, HTMLInputElement | HTMLTextAreaElement>>>({});
  /** The field to take the keyboard to once its message is on the page (a new object each Send). */
  const [refused, setRefused] = useState<{ field: SupportField }>();
  usePageTitle(t('contact.title'));

  // After the message and its aria-describedby are on the page, so a screen reader reads them
  // with the field; a field that had the focus already is left and entered again to be read.
  useEffect(() => {
    if (refused === undefined) return;
    const input = inputs.current[refused.field];
    if (input === undefined) return;
    if (input === document.activeElement) input.blur();
    input.focus();
  }, [refused]);

  const submit = async () => {
    const problems = supportFieldProblems(fields);
    setFieldErrors(problems);
    const firstWrong = SUPPORT_FIELDS.find((name) => problems[name] !== undefined);
    if (firstWrong !== undefined) {
      setStatus({ kind: 'idle' });
      setRefused({ field: firstWrong });
      return;
    }
    setStatus({ kind: 'submitting' });
    try {
      const reply = await submitTicket({ ...fields, category, website });
      setFields(EMPTY);
      setStatus({ kind: 'success', ticketId: reply.ticketId });
    } catch (error) {
      setStatus({ kind: 'error', message: contactErrorMessage(error, t) });
    }
  };

  const fallback = info === undefined ? undefined : mailFallbackLink(info, { ...fields, category });
  const change = (name: SupportField, value: string) => {
    const changed = { ...fields, [name]: value };
    setFields(changed);
    // A field marked wrong is checked again as it is typed, so its mark goes once it is right.
    if (fieldErrors[name] !== undefined)
      setFieldErrors({ ...fieldErrors, [name]: supportFieldProblems(changed)[name] });
  };
  const field = (name: SupportField, type: 'text' | 'email' = 'text') => {
    const problem = fieldErrors[name];
    const errorId = `contact-${name}-error`;
    const shared = {
      id: `contact-${name}`,
      required: true,
      maxLength: SUPPORT_LIMITS[name],
      value: fields[name],
      'aria-invalid': problem !== undefined ? true : undefined,
      'aria-describedby': problem !== undefined ? errorId : undefined,
      ref: (element: HTMLInputElement | HTMLTextAreaElement | null) => {
        if (element !== null) inputs.current[name] = element;
      },
    };
    return (
      <div className="field">
        <label htmlFor={`contact-${name}`}>{t(`contact.${name}`)}</label>
        {name === 'message' ? (
          <textarea {...shared} rows={6} onChange={(event) => change(name, event.target.value)} />
        ) : (
          <input
            {...shared}
            type={type}
            autoComplete={name === 'name' ? 'name' : name === 'email' ? 'email' : 'off'}
            onChange={(event) => change(name, event.target.value)}
          />
        )}
        {problem !== undefined ? (
          <p id={errorId} className="field__error">
            {t(`contact.errors.${problem}`)}
          </p>
        ) : null}
      </div>
    );
  };

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
              <p>
                {fallback === undefined ? t('contact.fallbackMissing') : t('contact.fallback')}{' '}
                {fallback === undefined ? null : (
                  <a href={fallback}>
                    {category === 'privacy' ? info?.privacyEmail : info?.contactEmail}
                  </a>
                )}
              </p>
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
