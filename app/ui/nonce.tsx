import { createContext, useContext } from "react";

/** The per-request CSP nonce (set by the server); empty in the browser, where it is no longer needed. */
export const NonceContext = createContext("");
export const useNonce = () => useContext(NonceContext);
