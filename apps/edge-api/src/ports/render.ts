// Encoding rendered frames into video files (the "rendering" port): ffmpeg on Node; nothing on
// Workers, where renders are made ahead by the Node renderer and uploaded (docs/decisions/). The
// types are the media package's, which draws and encodes; the API names them as its port here.
export type { RenderInput } from "@realty/media/frames/scene";
export type { BodyBrand, EncodeRequest, EndCardProfile, MemberBody, RenderPort, RenditionName } from "@realty/media/render-port";
