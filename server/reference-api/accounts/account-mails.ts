// The texts of the account e-mails: English, or Russian for users whose language is Russian.
import { RU_LANGUAGE } from '../../../schemas/rules/account-fields';
import { escapeXml } from '../images/svg';
import type { Mail } from './outbox';

export interface Recipient {
  readonly email: string;
  readonly fullName: string;
  readonly language: number | null;
}

interface MailText {
  readonly subject: string;
  readonly greeting: (name: string) => string;
  readonly body: string;
  readonly action: string;
  readonly footer: string;
}

const TEXTS = {
  verification: {
    en: {
      subject: 'Confirm your e-mail address',
      greeting: (name: string) => `Hello, ${name}!`,
      body: 'Thank you for signing up. Open the link below to confirm your e-mail address and activate your account.',
      action: 'Confirm e-mail',
      footer: 'The link works once and expires in 24 hours. If you did not sign up, ignore this message.',
    },
    ru: {
      subject: 'Подтвердите адрес электронной почты',
      greeting: (name: string) => `Здравствуйте, ${name}!`,
      body: 'Спасибо за регистрацию. Перейдите по ссылке ниже, чтобы подтвердить адрес электронной почты и активировать аккаунт.',
      action: 'Подтвердить e-mail',
      footer: 'Ссылка действует один раз в течение 24 часов. Если вы не регистрировались, просто проигнорируйте это письмо.',
    },
  },
  recovery: {
    en: {
      subject: 'Reset your password',
      greeting: (name: string) => `Hello, ${name}!`,
      body: 'We received a request to reset the password of your account. Open the link below to choose a new password.',
      action: 'Choose a new password',
      footer: 'The link works once and expires in 24 hours. If you did not ask for it, ignore this message: your password stays the same.',
    },
    ru: {
      subject: 'Восстановление пароля',
      greeting: (name: string) => `Здравствуйте, ${name}!`,
      body: 'Мы получили запрос на сброс пароля вашего аккаунта. Перейдите по ссылке ниже, чтобы задать новый пароль.',
      action: 'Задать новый пароль',
      footer:
        'Ссылка действует один раз в течение 24 часов. Если вы не запрашивали сброс, проигнорируйте это письмо: пароль останется прежним.',
    },
  },
} as const satisfies Record<string, Record<'en' | 'ru', MailText>>;

function compose(texts: MailText, to: Recipient, link: string): Mail {
  const greeting = texts.greeting(to.fullName);
  const text = [greeting, '', texts.body, '', link, '', texts.footer].join('\n');
  const html = [
    `<p>${escapeXml(greeting)}</p>`,
    `<p>${escapeXml(texts.body)}</p>`,
    `<p><a href="${escapeXml(link)}">${escapeXml(texts.action)}</a></p>`,
    `<p>${escapeXml(texts.footer)}</p>`,
  ].join('\n');
  return { to: to.email, subject: texts.subject, text, html, links: [link] };
}

const languageOf = (to: Recipient) => (to.language === RU_LANGUAGE ? 'ru' : 'en');

export function verificationMail(to: Recipient, link: string): Mail {
  return compose(TEXTS.verification[languageOf(to)], to, link);
}

export function recoveryMail(to: Recipient, link: string): Mail {
  return compose(TEXTS.recovery[languageOf(to)], to, link);
}
