/**
 * Imported before the `webdriver` package, whose loggers read these when they are made: its
 * progress lines stay out of the test report, and so do its notices that W3C commands such as
 * Switch To Frame have BiDi successors in WebdriverIO, which WebKitWebDriver does not speak.
 */
process.env.WDIO_LOG_LEVEL ??= 'warn';
process.env.DISABLE_WEBDRIVERIO_DEPRECATION_WARNINGS ??= 'true';
