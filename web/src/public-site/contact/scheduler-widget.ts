/** The scheduling provider's inline widget (spec 000 sections 4 and 9). */
export const schedulerScriptUrl = 'https://assets.calendly.com/assets/external/widget.js';
export const schedulerInitDelayMs = 500;

interface InlineWidgetOptions {
  url: string;
  parentElement: HTMLElement;
  prefill?: { name?: string; email?: string; firstName?: string; lastName?: string };
}

declare global {
  interface Window {
    Calendly?: { initInlineWidget(options: InlineWidgetOptions): void };
  }
}

let scriptLoad: Promise<void> | null = null;

/** Loads the widget script once per page life; every caller shares the same promise. */
export function loadSchedulerScript(): Promise<void> {
  scriptLoad ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = schedulerScriptUrl;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`Could not load ${schedulerScriptUrl}`));
    document.head.appendChild(script);
  });
  return scriptLoad;
}

/** Initialisation problems are only logged (spec 000 section 8). */
export function initInlineWidget(options: InlineWidgetOptions): void {
  try {
    if (!window.Calendly) {
      console.warn('Scheduler widget: script loaded but window.Calendly is missing');
      return;
    }
    options.parentElement.replaceChildren();
    window.Calendly.initInlineWidget(options);
  } catch (error) {
    console.warn('Scheduler widget could not be initialised', error);
  }
}
