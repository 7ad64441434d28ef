// Development-only calls (not served in production): the SMS and mail outboxes, captcha answers.
export {};
