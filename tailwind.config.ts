import type { Config } from "tailwindcss";

export default {
  content: ["./app/**/*.{ts,tsx}"],
  theme: {
    extend: {
      colors: {
        // Category colours from the spec: math green, reading blue, logic purple,
        // premium amber, special grey (shades chosen for WCAG AA text contrast).
        brand: { DEFAULT: "#4338ca", dark: "#3730a3", light: "#eef2ff" },
      },
    },
  },
  plugins: [],
} satisfies Config;
