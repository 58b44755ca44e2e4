import { NavLink } from "~/ui/links";
import { Title } from "~/ui/mantine";
import { useTranslation } from "~/i18n/react";

/** The ways to sign in (§4 login types PASSWORD, SMS, WECHAT), as links: each is its own page and plain form. */
export function LoginMethods({ redirectTo, weChat }: { redirectTo: string; weChat: boolean }) {
  const { t } = useTranslation();
  const query = redirectTo ? `?${new URLSearchParams({ redirect: redirectTo })}` : "";
  const methods = [
    { to: "/user/login", label: t("login.byPassword") },
    { to: "/user/login/sms", label: t("login.bySms") },
    ...(weChat ? [{ to: "/user/login/wechat", label: t("login.byWeChat") }] : []),
  ];
  return (
    <nav className="login-methods" aria-label={t("login.methods")}>
      {methods.map((method) => (
        <NavLink key={method.to} to={`${method.to}${query}`} end className="login-methods__link" prefetch="none">
          {method.label}
        </NavLink>
      ))}
    </nav>
  );
}

/** A sign-in page's heading (it names its form) and the ways to sign in under it. */
export function SignInHeading({ id, title, redirectTo, weChat }: { id: string; title: string; redirectTo: string; weChat: boolean }) {
  return (
    <>
      <Title order={2} size="h4" id={id} ta="center">
        {title}
      </Title>
      <LoginMethods redirectTo={redirectTo} weChat={weChat} />
    </>
  );
}
