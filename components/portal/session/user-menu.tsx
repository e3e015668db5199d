"use client";

import { useTranslations } from "next-intl";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";

import { Icon } from "@/components/ui/icon";
import { inOwnTask } from "@/lib/client/in-own-task";
import type { SignInState } from "@/lib/portal/identity-client";
import type { IdentitySettings } from "@/lib/portal/identity-settings";
import { currentPath } from "@/lib/portal/return-path";
import { HIDDEN_UNTIL_SESSION_READ, markSessionRead } from "@/lib/portal/session-read-marker";
import { signInCancelled } from "@/lib/portal/sign-in-attempt";
import { usePortalSession } from "@/stores/portal-session";

interface UserMenuLinks {
  dashboard: string;
  account: string;
  serviceTickets: string;
  directService: string;
  logout: string;
}

interface UserMenuProps {
  identity: IdentitySettings;
  localeUrlCode: string;
  links: UserMenuLinks;
}

const ITEMS = ["dashboard", "account", "serviceTickets", "directService", "logout"] as const;
const ITEM_LABELS = {
  dashboard: "dashboard",
  account: "accountSettings",
  serviceTickets: "serviceTickets",
  directService: "directService",
  logout: "logOut",
} as const;

/** Sends the visitor to the provider's sign-in, loading the identity library only now. */
async function signIn(
  identity: IdentitySettings,
  localeUrlCode: string,
  returnTo: string,
  isRegistration: boolean,
) {
  const { userManager } = await import("@/lib/portal/identity-client");
  const state: SignInState = { returnTo, from: currentPath() };
  await userManager(identity, localeUrlCode).signinRedirect({
    state,
    // A hint the provider may use to open on registration; unknown to it, it is ignored.
    extraQueryParams: isRegistration ? { screen_hint: "signup" } : undefined,
  });
}

/**
 * The header's user menu (spec 001 §2). Signed out: log in and register. Signed in: the user's
 * initials open a menu (WAI-ARIA menu button) with dashboard, account settings, service tickets,
 * direct service and log out. Who is signed in is read from this tab's session storage, so public
 * pages stay shareable and never load the identity library up front.
 */
export function UserMenu({ identity, localeUrlCode, links }: UserMenuProps) {
  const t = useTranslations("UserMenu");
  // Only the user: a visitor found signed out changes nothing this component shows, so reading the
  // stored session renders nothing for most visitors (it was a long task on a phone).
  const user = usePortalSession((state) => state.user);
  const readStoredSession = usePortalSession((state) => state.readStoredSession);
  const [isOpen, setOpen] = useState(false);
  const menuId = useId();
  const buttonId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLAnchorElement | null)[]>([]);
  const containerRef = useRef<HTMLDivElement>(null);
  const [focusOnOpen, setFocusOnOpen] = useState<"first" | "last">("first");
  const [hasLoginFailed, setLoginFailed] = useState(false);
  const [wasSignInCancelled, setSignInCancelled] = useState(false);

  useEffect(
    () =>
      inOwnTask(() => {
        readStoredSession(identity);
        markSessionRead();
      }),
    [identity, readStoredSession],
  );
  // Back from a sign-in cancelled at the provider (callback-view.tsx): said once, here.
  useEffect(
    () =>
      inOwnTask(() => {
        if (signInCancelled.takeFor(currentPath())) setSignInCancelled(true);
      }),
    [],
  );

  useEffect(() => {
    if (!isOpen) return;
    const items = itemRefs.current;
    (focusOnOpen === "first" ? items[0] : items[items.length - 1])?.focus();
    const closeOnOutsidePointer = (event: PointerEvent) => {
      const isInside = event.target instanceof Node && containerRef.current?.contains(event.target);
      if (!isInside) setOpen(false);
    };
    document.addEventListener("pointerdown", closeOnOutsidePointer);
    return () => document.removeEventListener("pointerdown", closeOnOutsidePointer);
  }, [isOpen, focusOnOpen]);

  if (!user) {
    const linkClasses = "rounded px-2 py-2 font-semibold whitespace-nowrap hover:bg-theme-surface";
    const start = (isRegistration: boolean) => {
      setLoginFailed(false);
      setSignInCancelled(false);
      // Spec 001 §8, login form: the provider could not be reached (details in the console).
      signIn(identity, localeUrlCode, links.dashboard, isRegistration).catch((error: unknown) => {
        console.warn("Sign-in could not start", error);
        setLoginFailed(true);
      });
    };
    // Until the stored session is read, the signed-out buttons keep their place unseen: a visitor
    // who is not signed in (most) then sees them without a layout shift, and a signed-in one never
    // sees them. The read marks <html> (lib/portal/session-read-marker.ts): no render.
    return (
      <div className={`relative flex items-center gap-1 ${HIDDEN_UNTIL_SESSION_READ}`}>
        {/* Below sm an icon named by its label: "Se connecter" or "Iniciar sesión" beside the
            menu button would push the header past a phone's edge (issue 28). */}
        <button
          type="button"
          className={`${linkClasses} inline-flex items-center`}
          onClick={() => start(false)}
        >
          <Icon name="user" size={24} className="sm:hidden" />
          <span className="max-sm:sr-only">{t("logIn")}</span>
        </button>
        <button
          type="button"
          className={`${linkClasses} hidden sm:inline-block`}
          onClick={() => start(true)}
        >
          {t("register")}
        </button>
        {hasLoginFailed ? (
          <p
            role="alert"
            className="absolute top-full right-0 z-40 mt-2 w-64 rounded border border-red-700 bg-red-50 p-3 text-sm text-red-950"
          >
            {t("loginFailed")}
          </p>
        ) : null}
        {wasSignInCancelled ? (
          <p
            role="status"
            className="absolute top-full right-0 z-40 mt-2 w-64 rounded border border-theme-border bg-theme-bg p-3 text-sm shadow-lg"
          >
            {t("signInCancelled")}
          </p>
        ) : null}
      </div>
    );
  }

  const open = (focus: "first" | "last") => {
    setFocusOnOpen(focus);
    setOpen(true);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };
  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      open(event.key === "ArrowDown" ? "first" : "last");
    }
  };
  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = itemRefs.current.filter((item): item is HTMLAnchorElement => item !== null);
    const index = items.findIndex((item) => item === document.activeElement);
    const focus = (next: number) => items[(next + items.length) % items.length]?.focus();
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        focus(index + 1);
        break;
      case "ArrowUp":
        event.preventDefault();
        focus(index - 1);
        break;
      case "Home":
        event.preventDefault();
        focus(0);
        break;
      case "End":
        event.preventDefault();
        focus(items.length - 1);
        break;
      case "Escape":
        event.preventDefault();
        event.stopPropagation();
        close(true);
        break;
      case "Tab":
        close(false);
        break;
    }
  };

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={menuId}
        aria-label={t("menuLabel", { name: user.fullName })}
        onClick={() => (isOpen ? close(false) : open("first"))}
        onKeyDown={onButtonKeyDown}
        className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-theme-accent font-bold text-theme-on-accent"
      >
        <span aria-hidden="true">{user.initials}</span>
      </button>
      <ul
        id={menuId}
        role="menu"
        aria-labelledby={buttonId}
        hidden={!isOpen}
        onKeyDown={onMenuKeyDown}
        className="absolute right-0 z-40 mt-2 min-w-56 rounded border border-theme-border bg-theme-bg py-2 shadow-lg"
      >
        <li role="none" className="px-4 pb-2 text-sm text-theme-muted">
          {t("signedInAs", { name: user.fullName })}
        </li>
        {ITEMS.map((item, index) => (
          <li role="none" key={item}>
            <a
              ref={(element) => {
                itemRefs.current[index] = element;
              }}
              role="menuitem"
              tabIndex={-1}
              href={links[item]}
              onClick={() => setOpen(false)}
              className="block px-4 py-2 hover:bg-theme-surface focus:bg-theme-surface focus:outline-2"
            >
              {t(ITEM_LABELS[item])}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
