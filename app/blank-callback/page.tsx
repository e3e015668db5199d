import { SilentRenewalReturn } from "@/components/portal/session/silent-renewal-return";
import { identitySettings } from "@/lib/portal/server-identity-settings";

// The identity settings are the server's configuration at run time, not at build time.
export const dynamic = "force-dynamic";

/** /blank-callback: the silent renewal's return (spec 001 §2), the frame's target. */
export default function BlankCallbackPage() {
  return <SilentRenewalReturn identity={identitySettings()} />;
}
