import type { ButtonHTMLAttributes } from "react";
import "./button.css";

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: "primary" | "secondary" | "ghost" | "icon";
}

/** The class names of a button variant, for links that look like buttons. */
export function buttonClassName(
  variant: NonNullable<ButtonProps["variant"]> = "primary",
  extra?: string,
): string {
  return ["button", `button--${variant}`, extra].filter(Boolean).join(" ");
}

/** The store's button; `type` defaults to 'button' so it never submits a form by accident. */
export function Button({ variant = "primary", className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonClassName(variant, className)} {...props} />;
}
