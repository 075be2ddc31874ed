import { BRAND_NAME, LOGO_SVG_CONTENT } from '@/lib/brand';
import { currentLanguage, i18n } from '@/lib/i18n';
import { applyDocumentLanguage, changeLanguage } from '@/lib/language';
import { SCREEN_READER_ONLY } from '@/lib/screen-reader-only';
import styles from './sign-in-form.css?inline';

/**
 * The sign-in card in plain DOM and CSS, without React, MUI or emotion: a phone shows it from a small first
 * download (main.tsx, student/main.tsx) and the app, React, MUI and zod arrive after the sign-in. The app's
 * own /login routes show the same card (login-page.tsx, student-login-page.tsx), so there is one sign-in.
 * Texts are the i18n layer's (`auth.*`, `common.*`), in the stored language and direction.
 */

export type Credentials = { email: string; password: string };
type Field = keyof Credentials;

/** What a submit came to: nothing more to show (signed in), or errors beside the fields and above them. */
export type SignInOutcome = {
  fieldErrors?: Partial<Record<Field, string>>;
  alert?: { text: string; tone: 'error' | 'warning' };
} | null;

/** What a sign-in attempt came to: the outcome to show, and whom the server signed in when it did. */
export type SignInResult<SignedIn> = { outcome: SignInOutcome; signedIn?: SignedIn };

export type SignInFormOptions<SignedIn> = {
  /** The app's name above the title (the student app's), an i18n key. */
  appNameKey?: string;
  /** The English ⇄ العربية switch of the student pages. */
  hasLanguageSwitch?: boolean;
  /** A link under the button (forgotten password); `onFollow` keeps an in-app click inside the app. */
  link?: { href: string; textKey: string; onFollow?: (event: MouseEvent) => void };
  /**
   * Loads the function that checks and sends the form, on the first submit: zod and the contract are not in
   * the card's download. The card shows "Signing in…" and disables itself meanwhile.
   */
  loadSignIn: () => Promise<(credentials: Credentials) => Promise<SignInResult<SignedIn>>>;
  /** Takes over once the token is stored. */
  onSignedIn: (signedIn: SignedIn) => void;
};

const TRANSLATE_ICON =
  'm12.87 15.07-2.54-2.51.03-.03c1.74-1.94 2.98-4.17 3.71-6.53H17V4h-7V2H8v2H1v1.99h11.17C11.5 7.92 10.44 9.75 9 11.35 8.07 10.32 7.3 9.19 6.69 8h-2c.73 1.63 1.73 3.17 2.98 4.56l-5.09 5.02L4 19l5-5 3.11 3.11zM18.5 10h-2L12 22h2l1.12-3h4.75L21 22h2zm-2.62 7 1.62-4.33L19.12 17z';

let idCount = 0;

/** The stylesheet, once per page: inline, so it never holds back the first paint as a stylesheet link would. */
function addStyles() {
  if (document.getElementById('sign-in-styles')) return;
  const style = document.createElement('style');
  style.id = 'sign-in-styles';
  style.textContent = styles;
  document.head.append(style);
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
  children: Node[] = [],
) {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

/** An inline SVG of the card's own constant drawings (never user text). */
function svgElement(attributes: Record<string, string>, content: string) {
  const node = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.innerHTML = content;
  return node;
}

function createField(name: Field, type: 'email' | 'password', autocomplete: string) {
  const id = `sign-in-${name}-${(idCount += 1)}`;
  const label = element('label', { htmlFor: id });
  const input = document.createElement('input');
  Object.assign(input, { id, name, type, required: true });
  input.setAttribute('autocomplete', autocomplete);
  const error = element('p', { id: `${id}-error`, className: 'sign-in__field-error', hidden: true });
  const setError = (text: string | undefined) => {
    error.textContent = text ?? '';
    error.hidden = !text;
    input.setAttribute('aria-invalid', String(Boolean(text)));
    if (text) input.setAttribute('aria-describedby', error.id);
    else input.removeAttribute('aria-describedby');
  };
  return { node: element('div', { className: 'sign-in__field' }, [label, input, error]), label, input, setError };
}

/** Renders the card into `container` (replacing what it holds, the boot shell); answers a function that removes it. */
export function mountSignInForm<SignedIn>(container: HTMLElement, options: SignInFormOptions<SignedIn>): () => void {
  addStyles();
  applyDocumentLanguage(currentLanguage());
  const t = (key: string, values?: Record<string, string>) => i18n.t(key, values);

  const heading = element('h1');
  const appName = options.appNameKey ? element('p', { className: 'sign-in__overline' }) : null;
  const email = createField('email', 'email', 'username');
  const password = createField('password', 'password', 'current-password');
  const fields = { email, password };
  const alert = element('div', { hidden: true });
  const submit = element('button', { type: 'submit', className: 'sign-in__submit' });
  const link = options.link ? element('a', { href: options.link.href, className: 'sign-in__link' }) : null;
  const onFollow = options.link?.onFollow;
  // A plain click only: a click for a new tab or window is the browser's.
  link?.addEventListener('click', (event) => {
    const isPlain = event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
    if (onFollow && isPlain) onFollow(event);
  });

  const languageName = element('span');
  const languageAction = element('span');
  Object.assign(languageAction.style, SCREEN_READER_ONLY);
  const languageButton = options.hasLanguageSwitch ? element('button', { type: 'button', className: 'sign-in__language' }) : null;
  if (languageButton) {
    const icon = svgElement(
      { viewBox: '0 0 24 24', width: '20', height: '20', fill: 'currentColor', 'aria-hidden': 'true', focusable: 'false' },
      `<path d="${TRANSLATE_ICON}"/>`,
    );
    languageButton.append(icon, languageName, ' ', languageAction);
    languageButton.addEventListener('click', () => void changeLanguage(currentLanguage() === 'ar' ? 'en' : 'ar'));
  }

  const logo = svgElement(
    { viewBox: '0 0 64 64', width: '44', height: '44', role: 'img', 'aria-label': `${BRAND_NAME} logo` },
    LOGO_SVG_CONTENT,
  );
  const brand = element('div', { className: 'sign-in__brand' }, [logo, element('span', { textContent: BRAND_NAME })]);
  const form = element('form', { className: 'sign-in__card', noValidate: true }, [
    element('div', { className: 'sign-in__top' }, languageButton ? [brand, languageButton] : [brand]),
    ...(appName ? [appName] : []),
    heading,
    alert,
    email.node,
    password.node,
    submit,
    ...(link ? [link] : []),
  ]);
  const main = element('main', { className: 'sign-in' }, [form]);

  let isPending = false;
  /** Every text in the current language: on mount, while pending, and when the language changes. */
  const writeTexts = () => {
    heading.textContent = t('auth.signIn');
    if (appName && options.appNameKey) appName.textContent = t(options.appNameKey);
    email.label.textContent = t('auth.email');
    password.label.textContent = t('auth.password');
    submit.textContent = isPending ? t('auth.signingIn') : t('auth.login');
    if (link && options.link) link.textContent = t(options.link.textKey);
    if (languageButton) {
      const other = currentLanguage() === 'ar' ? 'en' : 'ar';
      languageName.lang = other;
      languageName.textContent = t('common.languageName', { lng: other });
      languageAction.textContent = t('common.switchLanguage');
    }
  };
  const setPending = (pending: boolean) => {
    isPending = pending;
    for (const control of [email.input, password.input, submit]) control.disabled = pending;
    writeTexts();
  };
  const showOutcome = (outcome: SignInOutcome) => {
    email.setError(outcome?.fieldErrors?.email);
    password.setError(outcome?.fieldErrors?.password);
    alert.replaceChildren();
    alert.hidden = !outcome?.alert;
    if (outcome?.alert) {
      // A fresh node each time, so a screen reader announces the same refusal twice in a row too.
      alert.append(
        element('div', {
          role: 'alert',
          className: `sign-in__alert sign-in__alert--${outcome.alert.tone}`,
          textContent: outcome.alert.text,
        }),
      );
    }
    const firstInvalid = (['email', 'password'] as const).find((name) => outcome?.fieldErrors?.[name]);
    if (firstInvalid) fields[firstInvalid].input.focus();
  };

  const submitCredentials = async (credentials: Credentials) => {
    const signIn = await options.loadSignIn();
    const { outcome, signedIn } = await signIn(credentials);
    if (signedIn) options.onSignedIn(signedIn);
    return outcome;
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (isPending) return;
    setPending(true);
    void submitCredentials({ email: email.input.value, password: password.input.value }).then(
      (outcome) => {
        // Signed in: the card stays, disabled, until the app takes the page over.
        if (outcome === null) return;
        setPending(false);
        showOutcome(outcome);
      },
      () => {
        setPending(false);
        showOutcome({ alert: { text: t('common.somethingWentWrong'), tone: 'error' } });
      },
    );
  });

  writeTexts();
  i18n.on('languageChanged', writeTexts);
  container.replaceChildren(main);
  email.input.focus();

  return () => {
    i18n.off('languageChanged', writeTexts);
    main.remove();
  };
}
