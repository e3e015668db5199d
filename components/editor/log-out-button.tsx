"use client";

import { useState } from "react";

import { Button } from "@/components/ui/button";

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
  async function logOut() {
    setPending(true);
    await fetch("/api/editor-area-autentication", { method: "DELETE" }).catch(() => undefined);
    window.location.reload();
  }
  return (
    <Button variant={variant} loading={isPending} loadingLabel={loadingLabel} onClick={logOut}>
      {label}
    </Button>
  );
}
