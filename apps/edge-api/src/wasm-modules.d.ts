// A `.wasm?module` import on Workers is a compiled WebAssembly.Module (wrangler's CompiledWasm rule).
declare module "*.wasm?module" {
  const module: WebAssembly.Module;
  export default module;
}
