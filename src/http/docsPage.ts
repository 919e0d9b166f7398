/** How /docs looks: Meterline's name, mark and colours instead of the framework's. */
const MARK = `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="32" viewBox="0 0 180 32">
<rect x="0" y="4" width="24" height="24" rx="5" fill="#0f766e"/>
<path d="M5 22 L5 10 L12 17 L19 10 L19 22" stroke="#fff" stroke-width="2.5" fill="none" stroke-linejoin="round"/>
<text x="32" y="23" font-family="system-ui, -apple-system, Segoe UI, sans-serif" font-size="19" font-weight="600" fill="#ffffff">Meterline API</text>
</svg>`;

const FAVICON = `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 24 24">
<rect width="24" height="24" rx="5" fill="#0f766e"/>
<path d="M5 18 L5 6 L12 13 L19 6 L19 18" stroke="#fff" stroke-width="2.5" fill="none" stroke-linejoin="round"/>
</svg>`;

const CSS = `
.swagger-ui .topbar { background-color: #134e4a; }
.swagger-ui .topbar .download-url-wrapper { display: none; }
.swagger-ui .info .title small.version-stamp { background-color: #0f766e; }
.swagger-ui .info .markdown h2, .swagger-ui .info .markdown h3 { margin-top: 1.4em; }
`;

export const docsPageLook = {
  theme: {
    title: 'Meterline API reference',
    css: [{ filename: 'meterline.css', content: CSS }],
    favicon: [{ filename: 'favicon.svg', rel: 'icon', type: 'image/svg+xml', sizes: 'any', content: FAVICON }],
  },
  logo: { type: 'image/svg+xml', content: MARK, href: '/docs', target: '_self' as const },
};
