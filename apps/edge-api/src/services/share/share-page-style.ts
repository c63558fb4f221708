/** The share page's whole stylesheet, inlined (the CSP allows inline styles, not scripts). */
export const SHARE_PAGE_CSS = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#f8fafc;line-height:1.6}
header{background:#0b2545;padding:16px 24px}
.brand{color:#fff;font-weight:700;font-size:1.25rem;text-decoration:none}
main{max-width:720px;margin:0 auto;padding:32px 20px 48px}
.kind{margin:0;color:#13828c;font-weight:600;text-transform:uppercase;font-size:.8rem;letter-spacing:.06em}
h1{margin:.25rem 0 1.25rem;font-size:1.9rem;line-height:1.2}
video,img{display:block;width:100%;height:auto;border-radius:12px;background:#0b2545;aspect-ratio:16/9}
article{margin-top:1.5rem;font-size:1.05rem}
article.teaser p{color:#475569}
.locked{padding:12px 16px;border-radius:8px;background:#fef3c7;color:#78350f;font-weight:500}
.tags{color:#13828c}
.cta{margin-top:2.5rem;padding:24px;border-radius:12px;background:#fff;box-shadow:0 1px 3px rgba(15,23,42,.12)}
.cta h2{margin:0 0 .5rem;font-size:1.3rem}
.button{display:inline-block;margin-top:.75rem;padding:12px 22px;border-radius:8px;background:#dc2626;color:#fff;font-weight:700;text-decoration:none}
.link{margin-left:16px;color:#134074}
footer{text-align:center;color:#64748b;font-size:.85rem;padding:24px}
footer a{color:inherit}
`;
