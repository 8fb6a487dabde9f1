import XCTest

// A test bundle's file: its device family does not count.
final class CheckoutTests: XCTestCase {}
