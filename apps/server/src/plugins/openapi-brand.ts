/**
 * Facet's look for the API reference page at /api/docs: the app's mark (the same drawing as the
 * web app's favicon), a wordmark for the top bar and a small stylesheet in the app's colours
 * (deep indigo primary, slate neutrals; see apps/web/src/index.css). The page's assets are served
 * from this origin, so the strict CSP applies unchanged.
 */

const MARK_PATHS = `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#6366f1"/><stop offset="1" stop-color="#4338ca"/></linearGradient></defs><rect width="32" height="32" rx="8" fill="url(#g)"/><path d="M10 8h12l5 6-11 12L5 14z" fill="none" stroke="#fff" stroke-width="2" stroke-linejoin="round"/><path d="M5 14h22M13 8l3 18M19 8l-3 18" fill="none" stroke="#fde68a" stroke-width="1.5" stroke-linejoin="round"/>`;

/** The square mark, used as the page's icon. */
export const FACET_MARK = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><title>Facet</title>${MARK_PATHS}</svg>`;

/** The mark and "Facet API" in white, for the indigo top bar. */
export const FACET_API_LOGO = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 150 32" width="150" height="32"><title>Facet API</title>${MARK_PATHS}<text x="42" y="22" font-family="system-ui, -apple-system, Segoe UI, sans-serif" font-size="18" font-weight="700" fill="#ffffff">Facet API</text></svg>`;

export const FACET_API_CSS = `
.swagger-ui .topbar { background-color: #312e81; padding: 8px 0; }
.swagger-ui .topbar .download-url-wrapper .select-label { color: #e0e7ff; }
.swagger-ui .topbar .download-url-wrapper input[type=text] { border-color: #4338ca; }
.swagger-ui .topbar .download-url-wrapper .download-url-button { background: #4338ca; }
.swagger-ui, .swagger-ui .info .title, .swagger-ui .opblock-tag {
  font-family: system-ui, -apple-system, 'Segoe UI', sans-serif; color: #0f172a;
}
.swagger-ui .info .title small.version-stamp { background-color: #4338ca; }
.swagger-ui .info a { color: #4338ca; }
.swagger-ui .btn.authorize { color: #4338ca; border-color: #4338ca; }
.swagger-ui .btn.authorize svg { fill: #4338ca; }
.swagger-ui .btn.execute { background-color: #4338ca; border-color: #4338ca; }
.swagger-ui .opblock .opblock-summary-description { color: #475569; }
`;
