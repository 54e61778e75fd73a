import { useMemo } from 'react';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import type { Route } from './+types/my-account';
import { SIGN_IN_TOKEN_PATTERN } from '@masswerk/contract';
import { localeFromRequest } from '../i18n/locale';
import { useI18n } from '../i18n/use-messages';
import { serverContext } from '../content/api.server';
import { signedInAccount } from '../account/account.server';
import { AccountView } from '../account/AccountView';
import { ConfirmSignIn } from '../account/ConfirmSignIn';
import { accountTranslator } from '../account/i18n';
import { accountMessages } from '../account/messages.server';
import { SignInForm } from '../account/SignInForm';
import { designListSessionChanged } from '../my-designs/design-list';
import '../account/account.css';
import { metaTitle, pageMeta } from '../shell/meta';
import { Page } from '../shell/Page';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /my-account (issue 15). Signed out: the e-mail form, then the code of the sign-in mail. The mail's link
 * (URL login, ?mx=&mxUserToken=) opens the confirm page, whose button signs in: the GET itself uses
 * nothing. An id alone (?mx= without a valid token) is ignored: it shows the plain form
 * (docs/decisions.md "URL login"). Signed in: the account.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeFromRequest(request);
  const url = new URL(request.url);
  const mx = url.searchParams.get('mx') ?? '';
  const token = url.searchParams.get('mxUserToken') ?? '';
  const link = UUID.test(mx) && SIGN_IN_TOKEN_PATTERN.test(token) ? { userID: mx, token } : null;
  const account = await signedInAccount(serverContext(context, request), request);
  return { messages: accountMessages(locale), account, link };
}

/** An account page is nobody's to keep, and its link's token must not leave in a Referer. */
export function headers() {
  return { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' };
}

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta({ matches, location }, { title: metaTitle(matches, 'myAccount.title'), noindex: true });
}

export default function MyAccount({ loaderData }: Route.ComponentProps) {
  const { t: shellT, locale } = useI18n();
  const i18n = useMemo(() => accountTranslator(locale, loaderData.messages), [locale, loaderData.messages]);
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // After signing in (or out): My Designs follows the session (this browser's list merged into the account
  // first), then the page again without the link's query, read with the new cookie.
  const reload = () =>
    void designListSessionChanged().then(() => (loaderData.link ? navigate(pathname, { replace: true }) : revalidator.revalidate()));
  const { account, link } = loaderData;

  return (
    <Page title={shellT('myAccount.title')} lead={account || link ? undefined : i18n.t('lead')}>
      {account ? (
        <AccountView key={account.user.id} account={account} i18n={i18n} locale={locale} onChanged={reload} />
      ) : link ? (
        <ConfirmSignIn i18n={i18n} userID={link.userID} token={link.token} onSignedIn={reload} />
      ) : (
        <SignInForm i18n={i18n} locale={locale} initialEmail="" onSignedIn={reload} />
      )}
    </Page>
  );
}
