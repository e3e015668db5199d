"use client";

import { useState } from "react";

import { Button } from "@/components/ui/button";
import { useHydrated } from "@/lib/client/use-hydrated";

/** Logs the editor out (the server clears the cookie), then shows the page as visitors see it. */
export function LogOutButton({
  label,
  loadingLabel,
  variant = "secondary",
}: {
  label: string;
  loadingLabel: string;
  variant?: "secondary" | "ghost";
}) {
  const [isPending, setPending] = useState(false);
  // Until the page's scripts run, a click would do nothing and leave the editor signed in.
  const hydrated = useHydrated();
  async function logOut() {
    setPending(true);
    await fetch("/api/editor-area-autentication", { method: "DELETE" }).catch(() => undefined);
    window.location.reload();
  }
  return (
    <Button
      variant={variant}
      disabled={!hydrated}
      loading={isPending}
      loadingLabel={loadingLabel}
      onClick={logOut}
    >
      {label}
    </Button>
  );
}
