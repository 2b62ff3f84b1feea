/**
 * Lets a feature ask the shell to open customer service (the referral button's fallback, spec
 * §2) without importing the service feature: the shell registers the opener.
 */
let opener: (() => void) | null = null;

export function setCustomerServiceOpener(open: (() => void) | null): void {
  opener = open;
}

export function openCustomerService(): void {
  opener?.();
}
