import { HOUSE_FONT_CSS, HOUSE_FONT_STACK } from "./house-font.ts";

/** The share page's whole stylesheet, inlined (the CSP allows inline styles, not scripts). */
export const SHARE_PAGE_CSS = `${HOUSE_FONT_CSS}
*{box-sizing:border-box}
body{margin:0;font-family:${HOUSE_FONT_STACK};color:#0f172a;background:#f8fafc;line-height:1.6}
header{background:#0b2545;padding:16px 24px}
.brand{color:#fff;font-weight:700;font-size:1.25rem;text-decoration:none}
main{max-width:720px;margin:0 auto;padding:32px 20px 48px}
.kind{margin:0;color:#13828c;font-weight:600;text-transform:uppercase;font-size:.8rem;letter-spacing:.06em}
h1{margin:.25rem 0 1.25rem;font-size:1.9rem;line-height:1.2}
video,img{display:block;width:100%;height:auto;border-radius:12px;background:#0b2545;aspect-ratio:16/9}
.player-tall{display:none;aspect-ratio:9/16}
@media (orientation:portrait) and (max-width:600px){.player-wide{display:none}.player-tall{display:block}}
.full-video{margin-top:.75rem}
.full-video summary{cursor:pointer;color:#134074;font-weight:600}
.full-video video{margin-top:.5rem}
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

/** The member's header, lead form and footer (share-page-agent.ts). */
export const AGENT_PAGE_CSS = `
.agent{padding:20px 20px}
.agent-inner{max-width:720px;margin:0 auto;display:flex;flex-wrap:wrap;align-items:center;gap:16px}
.agent-photo{width:72px;height:72px;border-radius:50%;object-fit:cover;aspect-ratio:1;background:rgba(255,255,255,.2);flex:none}
.agent-initials{display:inline-flex;align-items:center;justify-content:center;font-weight:700;font-size:1.5rem;border:2px solid currentColor}
.agent-text{flex:1 1 220px;min-width:0}
.agent-text p{margin:0}
.agent-name{font-size:1.35rem;font-weight:700}
.agent-brokerage{font-weight:500}
.agent-contact{display:flex;flex-wrap:wrap;gap:4px 16px}
.agent-contact a{color:inherit;overflow-wrap:anywhere}
.agent-license{font-size:.85rem;opacity:.9}
.eho{display:flex;align-items:center;gap:6px;margin:0;font-size:.75rem;font-weight:600;white-space:nowrap;line-height:1.2}
.lead{margin-top:2.5rem;padding:24px;border-radius:12px;background:#fff;box-shadow:0 1px 3px rgba(15,23,42,.12)}
.lead h2{margin:0 0 .25rem;font-size:1.3rem}
.lead .hint{margin:0 0 1rem;color:#475569}
.lead form{display:grid;gap:6px}
.lead label{font-weight:600;font-size:.95rem;margin-top:8px}
.lead input,.lead textarea{font:inherit;padding:10px 12px;border:1px solid #94a3b8;border-radius:8px;width:100%;background:#fff;color:#0f172a}
.lead input:focus-visible,.lead textarea:focus-visible,.lead button:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
.lead .consent{display:flex;gap:10px;align-items:flex-start;margin:12px 0 0}
.lead .consent input{width:20px;height:20px;flex:none;margin-top:2px}
.lead .consent label{font-weight:400;margin:0;font-size:.9rem}
.lead button{margin-top:12px;justify-self:start;padding:12px 22px;border:0;border-radius:8px;font:inherit;font-weight:700;cursor:pointer}
.hp{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
.made-with{font-size:.8rem}
`;
