// Rules that only the server applies (their zod would otherwise ship to every form page).
import { z } from "zod";
import { EMAIL_MAX } from "./validation";

export const emailField = z
  .string()
  .trim()
  .max(EMAIL_MAX, "Please provide a valid email address.")
  .email("Please provide a valid email address.");
