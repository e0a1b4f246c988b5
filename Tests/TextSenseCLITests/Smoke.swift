import Testing
@Test func cliSmoke() {}
