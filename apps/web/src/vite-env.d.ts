/// <reference types="vite/client" />
declare const __APP_VERSION__: string;
declare const __BUILT_AT__: string;
